/** Outside production only: a page that throws while rendering, so R17's recovery can be checked. */
export function CrashProbe(): never {
  throw new Error('Crash probe: a page failed to render (R17)');
}

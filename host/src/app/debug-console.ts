/** SPEC §9: a 6-second long-press on the page body opens the hidden debug console. */
export const LONG_PRESS_MS = 6000;
/** A finger never stays perfectly still; more than this is a scroll or a drag, which cancels. */
const MOVE_TOLERANCE_PX = 10;

/** Loads eruda on demand: its ~150 KiB gzip are a separate chunk, never in the initial bundle. */
export async function openDebugConsole(): Promise<void> {
  const { default: eruda } = await import(/* webpackChunkName: "debug-console" */ 'eruda');
  eruda.init();
  eruda.show();
}

/**
 * Watches the body for a long press. Lifting the finger, moving it or a second finger cancels; the
 * console opens once per page load, after which the listeners are removed.
 */
export function installDebugConsoleTrigger(
  target: HTMLElement = document.body,
  open: () => Promise<void> = openDebugConsole,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let origin = { x: 0, y: 0 };
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const onDown = (e: PointerEvent) => {
    if (timer !== undefined || e.isPrimary === false) {
      cancel();
      return;
    }
    origin = { x: e.clientX, y: e.clientY };
    timer = setTimeout(() => {
      uninstall();
      open().catch((err: unknown) => console.error('[betlive] debug console failed to load', err));
    }, LONG_PRESS_MS);
  };
  const onMove = (e: PointerEvent) => {
    if (timer === undefined) return;
    if (Math.hypot(e.clientX - origin.x, e.clientY - origin.y) > MOVE_TOLERANCE_PX) cancel();
  };
  const events = [
    ['pointerdown', onDown],
    ['pointermove', onMove],
    ['pointerup', cancel],
    ['pointercancel', cancel],
  ] as const;
  for (const [type, fn] of events) target.addEventListener(type, fn as EventListener);
  function uninstall() {
    cancel();
    for (const [type, fn] of events) target.removeEventListener(type, fn as EventListener);
  }
  return uninstall;
}

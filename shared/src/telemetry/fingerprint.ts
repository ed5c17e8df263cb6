/** FNV-1a (32 bits) in base 36: a short, stable id for a group of like errors. */
export function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

// `at fn (https://host/dir/page-x.1a2b3c4d.js:1:2)`: the function and the file without its hash
const FIRST_FRAME =
  /(?:at (?:async )?([^\s(]+) \()?(?:https?|file):\/\/[^\s)]*\/([^/\s):]+?)(?:\.[\da-f]{8})?\.js/;

/**
 * The group an error belongs to: its kind, app, message (already scrubbed: numbers are `#`) and the
 * first frame's function and file, not its position, so one fault keeps its group across releases.
 */
export function fingerprint(kind: string, app: string, message: string, stack?: string): string {
  const m = stack ? FIRST_FRAME.exec(stack) : null;
  const frame = m ? `${m[1] ?? ''}@${m[2] ?? ''}` : '';
  return hash(`${kind}|${app}|${message}|${frame}`);
}

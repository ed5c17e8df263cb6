/** What counts as the visitor starting to use the page: a touch, a click, a key, the mouse or wheel. */
export const VISITOR_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'wheel',
] as const;

type ActTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * Runs `work` (a prefetch for what a visitor may open next) once, at the visitor's first touch, key or
 * pointer movement, and not before the page has loaded: a visitor who only looks downloads none of it
 * (issue 16: the login forms were 8.8 KiB of every guest's first screen), and one who goes for a button
 * has it started by the press itself or well before, as a thumb scrolls or a mouse moves first.
 * `on` narrows what counts to events inside one element (a page's own content, not the tab bar that
 * leaves it). Returns a cancel function.
 */
export function whenVisitorActs(
  work: () => void,
  win: Window = window,
  on: ActTarget = win,
): () => void {
  let done = false;
  const stopListening = () => {
    for (const type of VISITOR_EVENTS) on.removeEventListener(type, onAct, true);
  };
  const run = () => {
    win.removeEventListener('load', run);
    if (done) return;
    done = true;
    work();
  };
  function onAct() {
    stopListening();
    if (win.document.readyState === 'complete') run();
    else win.addEventListener('load', run, { once: true });
  }
  for (const type of VISITOR_EVENTS)
    on.addEventListener(type, onAct, { capture: true, passive: true });
  return () => {
    done = true;
    stopListening();
    win.removeEventListener('load', run);
  };
}

/**
 * Runs `work` (a prefetch, an opt-in tool) once the page has loaded and the browser is idle, so it never
 * takes a slow phone's bandwidth from what the page is still loading: the main thread is often idle
 * while the page waits for its remote's files, and a plain idle callback fired then (issue 16: the login
 * forms' prefetch took bandwidth from /activity's remote files). Returns a cancel function.
 */
export function whenPageIdle(work: () => void, win: Window = window): () => void {
  let cancel: () => void = () => undefined;
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function') {
      const id = win.requestIdleCallback(work, { timeout: 10_000 });
      cancel = () => win.cancelIdleCallback(id);
    } else {
      const id = win.setTimeout(work, 2000);
      cancel = () => win.clearTimeout(id);
    }
  };
  if (win.document.readyState === 'complete') idle();
  else {
    win.addEventListener('load', idle, { once: true });
    cancel = () => win.removeEventListener('load', idle);
  }
  return () => cancel();
}

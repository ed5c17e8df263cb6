import { whenPageIdle } from '@app/shared/rules';

/** How long the network must have been quiet before remotes are loaded ahead of use… */
export const WARM_UP_QUIET_MS = 3000;
/** …or how long after the page's idle at most, on a page that polls more often than that. */
export const WARM_UP_LATEST_MS = 12_000;

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** Not when the member asked to save data, nor on a 2G link, where every byte is the page's. */
export function connectionAllowsWarmUp(nav: Navigator): boolean {
  const connection = (nav as Navigator & { connection?: NetworkInformationLike }).connection;
  if (!connection) return true;
  return !connection.saveData && !['slow-2g', '2g'].includes(connection.effectiveType ?? '');
}

/**
 * Resolves once no resource has finished loading for `ms` (a page's late images, widgets, polls), or
 * after `latestMs` whatever the network does.
 */
export function networkQuiet(ms: number, latestMs: number, win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    let timer = win.setTimeout(done, ms);
    const latest = win.setTimeout(done, latestMs);
    let observer: PerformanceObserver | null = null;
    function done() {
      win.clearTimeout(timer);
      win.clearTimeout(latest);
      observer?.disconnect();
      resolve();
    }
    const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver })
      .PerformanceObserver;
    if (typeof Observer !== 'function') return;
    const watching = new Observer(() => {
      win.clearTimeout(timer);
      timer = win.setTimeout(done, ms);
    });
    watching.observe({ type: 'resource' });
    observer = watching;
  });
}

/**
 * Issue 16: once the page has loaded, is idle and its network has been quiet for a while, the other
 * remotes' pages are loaded ahead of use (routing/warm-remotes.ts, with the remote pages' own chunk),
 * so a tab switch renders at once. Never before: the first screen's bytes come first. Returns a cancel.
 */
export function scheduleRemoteWarmUp(win: Window = window): () => void {
  let cancelled = false;
  const cancelIdle = whenPageIdle(() => {
    void networkQuiet(WARM_UP_QUIET_MS, WARM_UP_LATEST_MS, win)
      .then(async () => {
        if (cancelled || !connectionAllowsWarmUp(win.navigator)) return;
        const { warmTabRemotes } = await import(
          /* webpackChunkName: "federation" */ '../routing/warm-up-entry'
        );
        if (!cancelled) await warmTabRemotes(win);
      })
      .catch(() => undefined); // a failed chunk: the tap loads it as before
  }, win);
  return () => {
    cancelled = true;
    cancelIdle();
  };
}

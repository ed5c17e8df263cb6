import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { createBrowserRouter } from 'react-router-dom';
import { isWarmLoad } from '../federation/warm-loads';
import { createProgressBar } from './progress-bar';
import { createProgressTracker, type ProgressTracker } from './progress-tracker';
import './navigation-progress.css';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The one bar of the page (SPEC §2: a progress bar shows during navigation), in theme colours. */
export const navigationProgress: ProgressTracker = createProgressTracker(createProgressBar());

/** Ends after the browser has painted the new route, so a quick change still shows a short bar. */
function afterPaint(fn: () => void): void {
  requestAnimationFrame(() => requestAnimationFrame(fn));
}

/**
 * Route changes: a navigation that loads (lazy routes, loaders) keeps the bar until it is idle; an
 * instant one shows it until the next paint. A remote loading meanwhile keeps it running (see below).
 */
export function trackRouterProgress(
  router: Pick<AppRouter, 'subscribe' | 'state'>,
  tracker: ProgressTracker = navigationProgress,
  paint: (fn: () => void) => void = afterPaint,
): () => void {
  let end: (() => void) | null = null;
  let location = router.state.location;
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle') {
      end ??= tracker.begin();
      return;
    }
    if (state.location === location && !end) return;
    location = state.location;
    const finish = end ?? tracker.begin();
    end = null;
    paint(finish);
  });
}

/**
 * Federation runtime plugin: the bar runs from a remote module's request until it has loaded or failed
 * (manifest, remoteEntry and the module's chunks), so opening a section that is not loaded yet shows it.
 * A module loaded ahead of use (`isWarm`) shows nothing: nobody is waiting for it.
 */
export function progressPlugin(
  tracker: ProgressTracker = navigationProgress,
  isWarm: (id: string) => boolean = isWarmLoad,
): ModuleFederationRuntimePlugin {
  const open: Array<() => void> = [];
  return {
    name: 'betlive-navigation-progress',
    beforeRequest(args) {
      open.push(isWarm(args.id) ? () => undefined : tracker.begin());
      return args;
    },
    afterLoadRemote() {
      open.shift()?.();
    },
  };
}

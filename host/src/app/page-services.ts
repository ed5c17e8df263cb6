import type { createBrowserRouter } from 'react-router-dom';
import { getRuntimeConfig } from '@app/shared/client';
import { onFederationReady } from '../federation/federation-runtime';
import { progressPlugin, trackRouterProgress } from '../layout/navigation-progress';
import { installDebugConsoleTrigger, preloadDebugConsole } from './debug-console';
import { loadPixels, trackPixelPageView } from './pixels';
import { startReadsOnNavigation } from './reads-on-navigation';
import { scheduleRemoteWarmUp } from './remote-warm-up';

type AppRouter = ReturnType<typeof createBrowserRouter>;

let pluginRegistered = false;

/**
 * Navigation progress (SPEC §2) for route changes and remote loads. Runs before the first render so
 * the runtime plugin sees the first remote requests (home widgets).
 */
export function installNavigationProgress(router: AppRouter): () => void {
  if (!pluginRegistered) {
    pluginRegistered = true;
    const plugin = progressPlugin();
    onFederationReady((runtime) => runtime.registerPlugins([plugin]));
  }
  return trackRouterProgress(router);
}

/**
 * Page-level extras (SPEC §9): the long-press debug console, the per-host marketing pixels, and the
 * other remotes' pages loaded ahead of use once the page is at rest, and a remote route's first reads
 * started as the router moves to it (issue 16).
 */
export function installPageServices(router: AppRouter): () => void {
  const config = getRuntimeConfig();
  // off in config.json, the console is not offered, and the CSP does not relax for it (build/csp.mjs)
  const removeTrigger = config.debugConsole ? installDebugConsoleTrigger() : () => undefined;
  if (config.debugConsole && config.debugConsoleAtStartup) preloadDebugConsole();
  const cancelWarmUp = scheduleRemoteWarmUp();
  const stopReads = startReadsOnNavigation(router);
  const pixels = loadPixels(config.pixels);
  let path = router.state.location.pathname;
  const unsubscribe = pixels.length
    ? router.subscribe((state) => {
        if (state.location.pathname === path) return;
        path = state.location.pathname;
        trackPixelPageView();
      })
    : () => undefined;
  return () => {
    removeTrigger();
    unsubscribe();
    cancelWarmUp();
    stopReads();
  };
}

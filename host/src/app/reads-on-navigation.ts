import type { createBrowserRouter } from 'react-router-dom';
import type * as RouteFirstReads from '../routing/route-first-reads';

type AppRouter = ReturnType<typeof createBrowserRouter>;
type Module = typeof RouteFirstReads;

const loadRouteReads = (): Promise<Module> =>
  import(/* webpackChunkName: "federation" */ '../routing/route-first-reads');

/**
 * Starts a remote route's first reads when the router moves to it, before React renders the page
 * (routing/route-first-reads.ts, in the remote pages' chunk, which the page needs anyway). The first
 * page's reads are the early script's. Returns the unsubscribe.
 */
export function startReadsOnNavigation(
  router: Pick<AppRouter, 'subscribe' | 'state'>,
  load: () => Promise<Pick<Module, 'startRouteReads'>> = loadRouteReads,
): () => void {
  let at = router.state.location;
  return router.subscribe((state) => {
    if (state.location === at) return;
    const from = { pathname: at.pathname, search: at.search };
    at = state.location;
    const to = { pathname: at.pathname, search: at.search };
    void load()
      .then((m) => m.startRouteReads(to, from))
      .catch(() => undefined); // the page asks for itself
  });
}

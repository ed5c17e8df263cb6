import type { NavEntry, RegistryRemote } from '@app/shared/federation';
import { useSessionStore } from '@app/shared/store';
import { HomePage } from '../app/pages';
import { importModule } from '../boot/follow-reads';
import { buildTabs, viewerOf } from '../layout/nav-model';
import { useCatalog, type RemoteState } from '../platform/catalog-store';
import { decideGuard, type Viewer } from './guard-decision';
import { matchRemoteRoute } from './match-remote-route';
import { routePainter } from './route-painter';
import { warmExpose } from './warmed-exposes';

/** Marked on the page once the warm-up is over (the tab-switch bench waits for it). */
export const WARMED_MARK = 'betlive:remotes-warmed';

export interface WarmTarget {
  remote: RegistryRemote;
  /**
   * The tab route's early painter: a tap asks it for the reads the route's first answers lead to
   * (route-first-reads.ts), so it is loaded ahead with the page.
   */
  painter: string | null;
}

/**
 * The remotes whose page a tab opens for this viewer, in tab order, each once: not a route the guard
 * would turn them away from (a guest's Sports tab opens the login), not the page they are on.
 */
export function remotesToWarm(
  tabs: readonly NavEntry[],
  remotes: readonly RemoteState[],
  viewer: Viewer,
  currentPath: string,
): WarmTarget[] {
  const here = matchRemoteRoute(currentPath, remotes);
  const seen = new Set(here.kind === 'route' ? [here.remote.name] : []);
  const list: WarmTarget[] = [];
  for (const tab of tabs) {
    const match = matchRemoteRoute(tab.path, remotes);
    if (match.kind !== 'route' || seen.has(match.remote.name)) continue;
    if (decideGuard(match.entry, viewer) !== 'allow') continue;
    seen.add(match.remote.name);
    list.push({ remote: match.remote, painter: routePainter(match.remote, match.entry) });
  }
  return list;
}

function nextIdle(win: Window): Promise<void> {
  return new Promise((resolve) => {
    if (typeof win.requestIdleCallback === 'function')
      win.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else win.setTimeout(resolve, 50);
  });
}

/**
 * Issue 16: loads the page module of each remote the tab bar leads to (its code and messages, and
 * the route's early painter; no data), one remote per idle period, so a tap on a tab renders the page
 * at once. A remote that fails to load is left for the tap, which tries again and shows its fallback
 * if it still fails.
 */
export async function warmTabRemotes(win: Window = window): Promise<void> {
  const catalog = useCatalog.getState().remotes;
  const { token, userInfo } = useSessionStore.getState();
  const viewer = { loggedIn: token !== null, role: userInfo?.role };
  const tabs = buildTabs(catalog, viewerOf(userInfo));
  const remotes = remotesToWarm(tabs, Object.values(catalog), viewer, win.location.pathname);
  // the Home tab's page (app/pages.ts) first: it leads the tab bar
  if (win.location.pathname !== '/') {
    await HomePage.preload();
    await nextIdle(win);
  }
  for (const { remote, painter } of remotes) {
    await Promise.all([
      warmExpose(remote, 'routes'),
      painter && importModule(painter).catch(() => undefined),
    ]);
    await nextIdle(win);
  }
  win.performance?.mark?.(WARMED_MARK);
}

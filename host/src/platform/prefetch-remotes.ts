/**
 * Issue 16, "tab switches prefetch the next remote on idle": once the page has loaded and the main
 * thread is idle, the files of each other remote's route code (its entry and `./routes` chunks, read
 * from its `mf-manifest.json`) are fetched as low-priority prefetches, one remote at a time in tab
 * order. Nothing is evaluated, so a cheap phone spends no main-thread time on pages it may never
 * open; a tab switch then finds the files in the browser's cache. A tab the finger or pointer is on
 * is loaded at once (fetched and evaluated: the member is about to open it). Nothing is prefetched for
 * a member who asked the browser to save data or on a 2G line, nor for a remote that is not ready.
 */
import type { RegistryRemote } from '@app/shared';
import { loadExposedComponent } from '../federation/remote-loader';
import { routeFiles } from '../federation/route-files';
import { matchRemoteRoute } from '../routing/match-remote-route';
import { useCatalog, type RemoteState } from './catalog-store';

interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** False when prefetching would spend a member's data or a very slow line. */
export function mayPrefetch(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== 'slow-2g' && connection.effectiveType !== '2g';
}

/** Ready remotes with a tab, in tab order, except the one serving `pathname`. */
export function remotesToPrefetch(
  remotes: Record<string, RemoteState>,
  pathname: string,
): RegistryRemote[] {
  const states = Object.values(remotes);
  const current = matchRemoteRoute(pathname, states);
  const currentName = current.kind === 'route' ? current.remote.name : null;
  return states
    .filter((s) => s.status === 'ready' && s.app && s.app.nav.tabs.length > 0)
    .filter((s) => s.remote.name !== currentName)
    .map((s) => ({ remote: s.remote, order: Math.min(...s.app!.nav.tabs.map((t) => t.order)) }))
    .sort((a, b) => a.order - b.order)
    .map((s) => s.remote);
}

/** A low-priority fetch into the browser's cache; resolves when it is done either way. */
function prefetchFile(url: string): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.setAttribute('as', url.endsWith('.css') ? 'style' : 'script');
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
}

async function prefetchRouteFiles(remote: RegistryRemote): Promise<void> {
  const res = await fetch(remote.manifest, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${remote.name}: mf-manifest ${res.status}`);
  await Promise.all(routeFiles(await res.json(), remote.manifest).map(prefetchFile));
}

const prefetched = new Map<string, Promise<unknown>>();
const loaded = new Map<string, Promise<unknown>>();

/** Runs `job` once per remote and page; a failure may be tried again later. */
function once(
  jobs: Map<string, Promise<unknown>>,
  remote: RegistryRemote,
  job: () => Promise<unknown>,
) {
  let started = jobs.get(remote.name);
  if (!started) {
    started = job().catch(() => jobs.delete(remote.name));
    jobs.set(remote.name, started);
  }
  return started;
}

/** The remote's route files into the cache, without evaluating them. */
export function prefetchRemote(remote: RegistryRemote): Promise<unknown> {
  return once(prefetched, remote, () => prefetchRouteFiles(remote));
}

/** The remote's route code fetched and evaluated (the member is about to open it). */
export function loadRemoteRoutes(remote: RegistryRemote): Promise<unknown> {
  return once(loaded, remote, () => loadExposedComponent(remote, 'routes'));
}

function connection(): ConnectionHints | undefined {
  return (navigator as Navigator & { connection?: ConnectionHints }).connection;
}

/** A tab the member is about to use: its remote's route code now. */
export function prefetchPath(path: string): void {
  if (!mayPrefetch(connection())) return;
  const match = matchRemoteRoute(path, Object.values(useCatalog.getState().remotes));
  if (match.kind === 'route') void loadRemoteRoutes(match.remote);
}

type IdleScheduler = (run: () => void) => () => void;

const onIdle: IdleScheduler = (run) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1000);
  return () => window.clearTimeout(id);
};

/** After the load event and on idle, the other remotes' route files, one remote at a time. */
export function startRemotePrefetch(idle: IdleScheduler = onIdle): () => void {
  if (!mayPrefetch(connection())) return () => undefined;
  let cancelIdle: () => void = () => undefined;
  let unsubscribe: () => void = () => undefined;
  let stopped = false;
  const run = async () => {
    const { remotes } = useCatalog.getState();
    for (const remote of remotesToPrefetch(remotes, window.location.pathname)) {
      if (stopped) return;
      await prefetchRemote(remote);
    }
    // a manifest still on its way: its remote follows once it is ready
    if (!stopped && Object.values(remotes).some((r) => r.status === 'loading')) {
      unsubscribe();
      unsubscribe = useCatalog.subscribe((next, prev) => {
        if (next.remotes !== prev.remotes) {
          unsubscribe();
          void run();
        }
      });
    }
  };
  const schedule = () => {
    cancelIdle = idle(() => void run());
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    stopped = true;
    cancelIdle();
    unsubscribe();
    window.removeEventListener('load', schedule);
  };
}

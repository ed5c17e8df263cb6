/**
 * Issue 16, "tab switches prefetch the next remote on idle": once the page has loaded and the main
 * thread is idle, the route code (`./routes`) of each remote with a tab is fetched and evaluated, one
 * remote at a time in tab order, so a tab switch finds it ready. A tab the finger or pointer is on
 * is fetched at once. Nothing is prefetched for a member who asked the browser to save data or on a
 * 2G connection, and a remote that is not ready (disabled, failed, manifest unknown) is left alone.
 */
import type { RegistryRemote } from '@app/shared';
import { loadExposedComponent } from '../federation/remote-loader';
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

const started = new Map<string, Promise<unknown>>();

/** Fetches and evaluates a remote's route code once per page (a failure may be tried again later). */
export function prefetchRemote(remote: RegistryRemote): Promise<unknown> {
  let job = started.get(remote.name);
  if (!job) {
    job = loadExposedComponent(remote, 'routes').catch(() => started.delete(remote.name));
    started.set(remote.name, job);
  }
  return job;
}

function connection(): ConnectionHints | undefined {
  return (navigator as Navigator & { connection?: ConnectionHints }).connection;
}

/** A tab the member is about to use: its remote's route code now. */
export function prefetchPath(path: string): void {
  if (!mayPrefetch(connection())) return;
  const match = matchRemoteRoute(path, Object.values(useCatalog.getState().remotes));
  if (match.kind === 'route') void prefetchRemote(match.remote);
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

/** After the load event and on idle, the other remotes' route code, one at a time. */
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

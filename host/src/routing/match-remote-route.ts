import { matchPath } from 'react-router-dom';
import type { RegistryRemote, RouteEntry } from '@app/shared/federation';
import type { RemoteState } from '../platform/catalog-store';

export type RemoteRouteMatch =
  | { kind: 'route'; remote: RegistryRemote; entry: RouteEntry; basePath: string }
  | { kind: 'pending' | 'failed' | 'disabled'; remote: RegistryRemote; error?: string }
  | { kind: 'none' };

function ownsPath(remote: RegistryRemote, pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return remote.paths.some((p) => {
    const prefix = p.toLowerCase();
    return lower === prefix || lower.startsWith(`${prefix}/`);
  });
}

/**
 * Which remote serves `pathname`: the first route of a ready remote's manifest that matches (children
 * below it are the remote's business), else a remote that owns the path prefix but is not ready.
 */
export function matchRemoteRoute(
  pathname: string,
  remotes: readonly RemoteState[],
): RemoteRouteMatch {
  for (const state of remotes) {
    if (state.status !== 'ready' || !state.app) continue;
    for (const entry of state.app.routes) {
      const m = matchPath({ path: entry.path, caseSensitive: false, end: false }, pathname);
      if (m) return { kind: 'route', remote: state.remote, entry, basePath: m.pathnameBase };
    }
  }
  for (const state of remotes) {
    if (state.status === 'ready' || !ownsPath(state.remote, pathname)) continue;
    if (state.status === 'loading') return { kind: 'pending', remote: state.remote };
    return { kind: state.status, remote: state.remote, error: state.error };
  }
  return { kind: 'none' };
}

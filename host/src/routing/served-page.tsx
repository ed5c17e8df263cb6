import { createContext, useContext } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { RegistryRemote, RemoteRoutesModule, RouteEntry } from '@app/shared/federation';
import { useCatalog, type RemoteState } from '../platform/catalog-store';
import { matchRemoteRoute, type RemoteRouteMatch } from './match-remote-route';

/**
 * The remote page the host's document server drew (src/server/render-app.tsx): which remote and route
 * own the path, and on the server the remote's loaded `./routes`. The catalog cannot say it while the
 * page is drawn or hydrated: zustand reads a store's initial state then (the server snapshot of
 * useSyncExternalStore), and the registry is only loaded in the browser. So the browser reads this
 * from the document (platform/served-page-block.ts) and the layout, the remote switch and the mount
 * draw the same tree the server drew. It holds for the document's path for as long as the document
 * is open (a remote switched off meanwhile shows the mount's own failure).
 */
export interface ServedPage {
  /** The path the server drew. */
  pathname: string;
  remote: RegistryRemote;
  entry: RouteEntry;
  basePath: string;
  /** Drawn for a browser that holds a login (a page that needs one; the member's own data is not drawn). */
  member?: boolean;
  /** The remote's `./routes` from its server container (server only: the browser loads its own). */
  routes?: RemoteRoutesModule;
}

const ServedPageContext = createContext<ServedPage | null>(null);

export const ServedPageProvider = ServedPageContext.Provider;

/** The served page's `./routes` when `remote`'s `expose` is it (the server's render). */
export function useServedRoutes(remote: RegistryRemote, expose: string) {
  const served = useContext(ServedPageContext);
  return expose === 'routes' && served?.remote.name === remote.name ? served.routes : undefined;
}

const NO_REMOTES: readonly RemoteState[] = [];

/** The served page when it is the one at `pathname`. */
export function useServedPageAt(pathname: string): ServedPage | null {
  const served = useContext(ServedPageContext);
  return served?.pathname === pathname ? served : null;
}

/**
 * Which remote serves `pathname`: the served page's route on its path, else the catalog's answer. On
 * the served path the catalog is not even read: its changes (the registry, then each manifest) are
 * synchronous renders (useSyncExternalStore), and one reaching the remote's part before its code has
 * come would make React drop the server's markup there and render it afresh.
 */
export function useRemoteRoute(pathname: string): RemoteRouteMatch {
  const served = useServedPageAt(pathname);
  const remotes = useCatalog(useShallow((s) => (served ? NO_REMOTES : Object.values(s.remotes))));
  // the one change of the catalog read there: the served remote's files failed to load
  const failed = useCatalog((s) => !!served && s.remotes[served.remote.id]?.status === 'failed');
  if (!served) return matchRemoteRoute(pathname, remotes);
  if (failed) return { kind: 'failed', remote: served.remote };
  return { kind: 'route', remote: served.remote, entry: served.entry, basePath: served.basePath };
}

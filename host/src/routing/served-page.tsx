import { createContext, useContext } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { RegistryRemote, RemoteRoutesModule, RouteEntry } from '@app/shared/federation';
import { useCatalog } from '../platform/catalog-store';
import { matchRemoteRoute, type RemoteRouteMatch } from './match-remote-route';

/**
 * The remote page the host's document server drew (src/server/render-app.tsx): which remote and route
 * own the path, and on the server the remote's loaded `./routes`. The catalog cannot say it while the
 * page is drawn or hydrated: zustand reads a store's initial state then (the server snapshot of
 * useSyncExternalStore), and the registry is only loaded in the browser. So the browser reads this
 * from the document (platform/served-page-block.ts) and the layout, the remote switch and the mount
 * draw the same tree the server drew.
 */
export interface ServedPage {
  /** The path the server drew. */
  pathname: string;
  remote: RegistryRemote;
  entry: RouteEntry;
  basePath: string;
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

/**
 * Which remote serves `pathname`: the catalog's answer, or the served page's while the catalog has no
 * route for it (drawing, hydrating, or its manifests still loading) — the same route either way.
 */
export function useRemoteRoute(pathname: string): RemoteRouteMatch {
  const remotes = useCatalog(useShallow((s) => Object.values(s.remotes)));
  const served = useContext(ServedPageContext);
  const match = matchRemoteRoute(pathname, remotes);
  if (match.kind === 'route' || served?.pathname !== pathname) return match;
  return { kind: 'route', remote: served.remote, entry: served.entry, basePath: served.basePath };
}

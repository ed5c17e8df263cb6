/**
 * A remote's page drawn by the document server: the route that owns the path (the registry and the
 * remotes' route manifests, read as the browser's catalog reads them), the remote's `./routes` from
 * its server container, the page's public data from its `prefetch`, and the host's own router and
 * layout around it (render-app.tsx `renderRemotePage`). Beside the markup, the head gets the answers
 * (page-state), the page it is (served-page: the browser hydrates the same route before its catalog
 * is loaded) and the route's stylesheets, inline (inline-stylesheets.ts). Null whenever any of it is missing or late: the build's
 * layout goes, and the browser renders the page.
 */
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { AppManifestSchema, type RemoteRoutesModule } from '@app/shared/federation';
import { sharedContract } from '../federation/shared-contract';
import { createHostQueryClient } from '../app/query-client';
import type { RemoteState } from '../platform/catalog-store';
import type { PageLocation } from '../platform/page-location';
import { parseRegistry } from '../platform/registry';
import { SERVED_PAGE_BLOCK_ID, type ServedPageBlock } from '../platform/served-page-block';
import { matchRemoteRoute } from '../routing/match-remote-route';
import { dataBlock } from './data-block';
import { inlineStylesheets } from './inline-stylesheets';
import { createRefreshingCache } from './first-screen-cache';
import { pageStateBlock } from './page-state';
import { prepareRender } from './prepare-render';
import {
  activitySwitches,
  guestMustLogIn,
  routeStylesheets,
  type SiteRoutes,
} from './registry-blocks';
import { serverEntryUrl, serverRoutes } from './remote-server-containers';
import { renderRemotePage } from './render-app';

const CONTAINER_TIMEOUT_MS = 2_000;
const ANSWER_TIMEOUT_MS = 3_000;
/** A remote's messages (`ready`) are waited for as long as the browser would (remote-loader.ts). */
const READY_TIMEOUT_MS = 4_000;

type Serially = <T>(task: () => Promise<T>) => Promise<T>;

export interface RemotePageRequest {
  config: Record<string, unknown>;
  language: string;
  pathname: string;
  search: string;
  page: PageLocation;
  /** The browser holds a login (its mirror cookie): a page that needs one may be drawn. */
  member: boolean;
}

/** `promise`'s value, or `fallback` after `ms` (or when it fails). */
async function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(resolve, ms, fallback)));
  try {
    return await Promise.race([promise, late]);
  } catch {
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}

/** The catalog the browser would build: each enabled remote whose route manifest is valid, ready. */
function catalogOf(routes: SiteRoutes): RemoteState[] {
  let registry;
  try {
    registry = parseRegistry(routes.registry);
  } catch {
    return [];
  }
  return registry.remotes.flatMap((remote): RemoteState[] => {
    const index = routes.manifestUrls.indexOf(remote.manifest);
    const app = AppManifestSchema.safeParse(routes.manifests[index]);
    return remote.enabled && index >= 0 && app.success
      ? [{ remote, status: 'ready', app: app.data }]
      : [];
  });
}

/**
 * The route the server can draw at `pathname`, its remote with a server container: open to guests,
 * or, for a browser that holds a login, one that needs a login but no role (a role is only trusted
 * once the browser has read the member's profile).
 */
export function servedRoute(routes: SiteRoutes, pathname: string, member = false) {
  const catalog = catalogOf(routes);
  const match = matchRemoteRoute(pathname, catalog);
  if (match.kind !== 'route') return null;
  const { entry } = match;
  const needsLogin = guestMustLogIn(entry);
  if (needsLogin && (!member || entry.requiresAnchor || entry.requiresSuperAdmin)) return null;
  const app = catalog.find((s) => s.remote.id === match.remote.id)?.app;
  const appUrl = new URL('app-manifest.json', match.remote.manifest).href;
  const entryUrl = app && serverEntryUrl(appUrl, app.server, app.buildId);
  // a remote the browser would not mount (shared-contract.ts) is not drawn either
  if (!app || !entryUrl || sharedContract(app.sharedVersion) === 'other-major') return null;
  const served: ServedPageBlock = {
    pathname,
    remote: match.remote,
    entry: match.entry,
    basePath: match.basePath,
    ...(needsLogin ? { member: true } : {}),
  };
  return { served, entryUrl, buildId: app.buildId };
}

/** How long a start-up load of a server container may take (no visitor waits for it). */
const WARM_TIMEOUT_MS = 30_000;

/**
 * Loads the server container of every remote that has one, so the first visitors after a start or a
 * document server's deploy get drawn pages instead of waiting past CONTAINER_TIMEOUT_MS for them.
 */
export async function warmServerContainers(
  read: Promise<SiteRoutes | null>,
  serially: Serially,
): Promise<number> {
  const routes = await read;
  if (!routes) return 0;
  const entries = catalogOf(routes).flatMap(({ remote, app }) => {
    const appUrl = new URL('app-manifest.json', remote.manifest).href;
    const entryUrl = app && serverEntryUrl(appUrl, app.server, app.buildId);
    return entryUrl ? [{ name: remote.name, entryUrl }] : [];
  });
  const loaded = await Promise.all(
    entries.map(({ name, entryUrl }) =>
      serially(() => serverRoutes(name, entryUrl, WARM_TIMEOUT_MS)),
    ),
  );
  return loaded.filter(Boolean).length;
}

/** The page's answers from the remote's `prefetch`: all of them, or null. */
async function prefetchState(
  routes: RemoteRoutesModule,
  pathname: string,
  search: string,
): Promise<DehydratedState | null> {
  if (!routes.prefetch) return null;
  const client = createHostQueryClient(true);
  const drawn = await within(
    routes.prefetch(client, { pathname, search }),
    ANSWER_TIMEOUT_MS,
    false,
  );
  const queries = client.getQueryCache().getAll();
  // a part drawn from nothing would hydrate against a cache that has it by then: all or none
  if (drawn !== true || !queries.every((q) => q.state.status === 'success')) return null;
  return dehydrate(client);
}

/** The answers of a page, by everything they depend on (as `/`'s are, document-server.ts). */
const pageStates = createRefreshingCache<DehydratedState>();

/** The page the server drew at the request's path, with its head, or null. */
export async function drawRemotePage(
  req: RemotePageRequest,
  read: Promise<SiteRoutes | null>,
  serially: Serially,
): Promise<{ head: string; html: string } | null> {
  const { config, language, pathname, search, page, member } = req;
  const routes = await read;
  const route = routes && servedRoute(routes, pathname, member);
  if (!route) return null;
  const { served, entryUrl, buildId } = route;
  const key = JSON.stringify([
    config.apiBaseUrl,
    config.market,
    language,
    buildId,
    pathname,
    search,
    activitySwitches(routes),
    route.served.member === true,
  ]);
  return serially(async () => {
    await prepareRender(config, language, page);
    const remoteRoutes = await serverRoutes(served.remote.name, entryUrl, CONTAINER_TIMEOUT_MS);
    if (!remoteRoutes) return null;
    await within(Promise.resolve(remoteRoutes.ready), READY_TIMEOUT_MS, undefined);
    const state = await pageStates(key, () => prefetchState(remoteRoutes, pathname, search));
    if (!state) return null;
    const html = await renderRemotePage(language, config, pathname + search, state, page, {
      ...served,
      routes: remoteRoutes,
    });
    const styleUrls = await routeStylesheets(
      served.remote.manifest,
      served.entry.page,
      ANSWER_TIMEOUT_MS,
    );
    const styles = await inlineStylesheets(styleUrls, ANSWER_TIMEOUT_MS);
    if (styles === null) return null;
    const head = styles + pageStateBlock(state) + dataBlock(SERVED_PAGE_BLOCK_ID, served);
    return { head, html };
  });
}

// Which route of a remote's manifest owns a path, and its declared first reads filled from the page's
// query: shared by the early script, the host's server and the app's navigations (pure, no DOM).
import { fillFirstRead, FIRST_IMAGE_FIELD } from '@app/shared/boot';
import type { FirstRead } from '@app/shared/federation';

export interface ManifestRoute {
  path?: unknown;
  firstReads?: unknown;
  earlyPaint?: unknown;
  earlyPaintParts?: unknown;
  earlyPaintWords?: unknown;
  page?: unknown;
  queryPages?: unknown;
  requiresAuth?: unknown;
  requiresAnchor?: unknown;
  requiresSuperAdmin?: unknown;
}

/** The route of the manifest whose pattern (`/sports`, `/electronic/:id`) owns the path, if any. */
export function owningRoute(appManifest: unknown, pathname: string): ManifestRoute | undefined {
  const routes = (appManifest as { routes?: unknown } | null)?.routes;
  if (!Array.isArray(routes)) return undefined;
  const segments = pathname.toLowerCase().split('/').filter(Boolean);
  return (routes as Array<ManifestRoute | null>).find((route) => {
    if (typeof route?.path !== 'string') return false;
    const pattern = route.path.toLowerCase().split('/').filter(Boolean);
    return (
      pattern.length <= segments.length &&
      pattern.every((p, i) => p.startsWith(':') || p === segments[i])
    );
  }) as ManifestRoute | undefined;
}

/**
 * The chunk of the page a route shows for the URL's query (`queryPages`, `page`): the first query key
 * with a non-empty value that names a page, else the route's `page`. Unchecked: routeFiles checks it.
 */
export function routePage(route: ManifestRoute, search: string): unknown {
  const byQuery = route.queryPages;
  if (byQuery && typeof byQuery === 'object' && !Array.isArray(byQuery)) {
    const query = new URLSearchParams(search);
    for (const [param, page] of Object.entries(byQuery)) if (query.get(param)) return page;
  }
  return route.page;
}

/** True when one of the manifest's route patterns owns the path. */
export function ownsPath(appManifest: unknown, pathname: string): boolean {
  return owningRoute(appManifest, pathname) !== undefined;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The well-formed `firstReads` of the route owning the path, their `{name}` placeholders filled from
 * the page's query (`search`); a read whose value is missing is left to the page. Only paths under the
 * API base (`/api/…`, never `//host` or a full URL) pass, so a manifest cannot send the member's login
 * elsewhere, and a filled value is a plain id (shared/src/federation/first-reads.ts).
 */
export function routeReads(appManifest: unknown, pathname: string, search = ''): FirstRead[] {
  const reads = owningRoute(appManifest, pathname)?.firstReads;
  if (!Array.isArray(reads)) return [];
  const query = new URLSearchParams(search);
  return reads
    .filter(
      (r: unknown): r is FirstRead =>
        isPlainObject(r) &&
        (r.method === 'GET' || r.method === 'POST') &&
        typeof r.path === 'string' &&
        /^\/api\/[\w\-/.{}]*$/.test(r.path) &&
        !r.path.includes('..') &&
        (r.body === undefined || isPlainObject(r.body)) &&
        (r.image === undefined ||
          (typeof r.image === 'string' && FIRST_IMAGE_FIELD.test(r.image))) &&
        (r.unless === undefined ||
          (typeof r.unless === 'string' && FIRST_IMAGE_FIELD.test(r.unless))),
    )
    .map((r) => fillFirstRead(r, query))
    .filter((r): r is FirstRead => r !== null);
}

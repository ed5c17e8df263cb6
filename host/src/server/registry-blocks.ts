/**
 * The registry in the document, and whether a guest opening a path is sent home to log in (issue 16):
 * the host's server reads the registry and the enabled remotes' route manifests (cached) and applies the
 * app's own guard to the route that owns the path. The document then says so
 * (`<meta name="login-required">`), and the early script takes a guest — who has no stored login,
 * which only the browser knows — to `/` at once, with the home page's first screen, instead of after
 * the app has loaded the remote's manifest (src/boot/login-redirect.ts).
 */
import {
  enabledRemotes,
  owningRoute,
  routeFiles,
  routePage,
  routeReads,
  type ManifestRoute,
} from '../boot/early-remote';
import { painterParts, painterUrl, painterWordsByLanguage } from '../boot/early-route-paint';
import {
  ROUTE_START_BLOCK_ID,
  type GuestAnswers,
  type RouteStartBlock,
} from '../boot/served-route-start';
import { decideGuard } from '../routing/guard-decision';
import { LOGIN_REQUIRED_META } from '../boot/login-redirect';
import { REGISTRY_BLOCK_ID, type RegistryBlock } from '../boot/served-registry';
import { attribute, dataBlock, imagePreload } from './data-block';
import { guestAnswers, guestLanguage } from './first-screen-answers';
import { firstImageOf } from '@app/shared/boot';
import { CACHE_TIMES, createRefreshingCache } from './first-screen-cache';

const flag = (v: unknown) => v === true;

/** True when the app's guard sends a guest on this route to log in. */
export function guestMustLogIn(route: ManifestRoute): boolean {
  const entry = {
    requiresAuth: flag(route.requiresAuth),
    requiresAnchor: flag(route.requiresAnchor),
    requiresSuperAdmin: flag(route.requiresSuperAdmin),
    isLoginedBlackList: false, // only ever sends a member away
  };
  return decideGuard(entry, { loggedIn: false, role: null }) === 'login';
}

/** A JSON file's body, or null (not 2xx, not JSON, too late, unreachable). */
async function readJson(url: string, timeoutMs: number, fetchImpl: typeof fetch): Promise<unknown> {
  try {
    const res = await fetchImpl(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { Accept: 'application/json' },
    });
    return res.ok ? ((await res.json()) as unknown) : null;
  } catch {
    return null;
  }
}

/**
 * Route manifests change only with a remote's deploy. A release at a new address is read at once (the
 * registry names it); one deployed in place is seen within 5 s, so the server draws with the release
 * the browser loads (each refresh is in the background; served stale up to 2 min).
 */
const manifestCache = createRefreshingCache<unknown>({
  ...CACHE_TIMES,
  ttlMs: 5_000,
});

/**
 * The registry's answer, read for every document (as the browser would revalidate it, so an operator's
 * switch shows on the next load), and the enabled remotes' route manifests, as the early script reads
 * them (null for one that does not answer: it owns no path here). Null when the registry fails.
 */
export async function siteRoutes(
  registryUrl: string,
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
  manifests: (url: string, load: () => Promise<unknown>) => Promise<unknown> = manifestCache,
): Promise<{ registry: object; manifests: unknown[]; manifestUrls: string[] } | null> {
  const registry = await readJson(registryUrl, timeoutMs, fetchImpl);
  if (!registry || typeof registry !== 'object') return null;
  // a manifest address that is not a URL owns no path (and costs the document none of its blocks)
  const remotes = enabledRemotes(registry).filter((r) => {
    try {
      return Boolean(new URL(r.manifest));
    } catch {
      return false;
    }
  });
  const urls = remotes.map((r) => new URL('app-manifest.json', r.manifest).href);
  return {
    registry,
    manifestUrls: remotes.map((r) => r.manifest),
    manifests: await Promise.all(
      urls.map((url) => manifests(url, () => readJson(url, timeoutMs, fetchImpl))),
    ),
  };
}

export type SiteRoutes = NonNullable<Awaited<ReturnType<typeof siteRoutes>>>;

/**
 * The registry's activity switches as a cache key's part: the API's lists leave out an activity that
 * is off, so answers cached before an operator's switch are not served after it.
 */
export function activitySwitches(routes: SiteRoutes | null): string {
  const root = routes?.registry as { activities?: unknown; data?: { activities?: unknown } } | null;
  return JSON.stringify(root?.activities ?? root?.data?.activities ?? null);
}

/** The stylesheets of a remote's `./routes` (and of its on-demand `page`), from its mf-manifest. */
export async function routeStylesheets(
  mfUrl: string,
  page: string | undefined,
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<string[]> {
  const mf = await manifestCache(mfUrl, () => readJson(mfUrl, timeoutMs, fetchImpl));
  return mf ? routeFiles(mf, mfUrl, [], page).filter((url) => url.endsWith('.css')) : [];
}

/** Whether the route owning `pathname` in any of the manifests sends a guest to log in. */
export function pathNeedsLogin(manifests: readonly unknown[], pathname: string): boolean {
  for (const manifest of manifests) {
    const route = owningRoute(manifest, pathname);
    if (route) return guestMustLogIn(route);
  }
  return false;
}

/**
 * The route-start block (src/boot/served-route-start.ts) when the route owning the path names an early
 * painter: its address, the route's stylesheets from its remote's `mf-manifest.json` (cached as the
 * route manifests are) and its first reads. Null otherwise, or when the remote's manifest is unreadable.
 */
export async function routeStart(
  routes: { manifests: unknown[]; manifestUrls: string[] },
  pathname: string,
  search: string,
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
  manifests: (url: string, load: () => Promise<unknown>) => Promise<unknown> = manifestCache,
): Promise<RouteStartBlock | null> {
  const index = routes.manifests.findIndex((m) => owningRoute(m, pathname) !== undefined);
  const mfUrl = routes.manifestUrls[index];
  if (index < 0 || !mfUrl) return null;
  const route = owningRoute(routes.manifests[index], pathname);
  const appUrl = new URL('app-manifest.json', mfUrl).href;
  const painter = painterUrl(route?.earlyPaint, appUrl);
  if (!painter) return null;
  const mf = await manifests(mfUrl, () => readJson(mfUrl, timeoutMs, fetchImpl));
  if (!mf) return null;
  return {
    path: pathname,
    painter,
    parts: painterParts(route?.earlyPaintParts, appUrl),
    words: painterWordsByLanguage(route?.earlyPaintWords, appUrl),
    // with the stylesheet of the page the URL shows when it is on demand (a room: `queryPages`)
    styles: routeFiles(mf, mfUrl, [], route ? routePage(route, search) : undefined).filter((url) =>
      url.endsWith('.css'),
    ),
    reads: routeReads(routes.manifests[index], pathname, search),
  };
}

/** The registry and route manifests of the config's registry, or null (none, or unreadable). */
export function documentRoutes(
  config: Record<string, unknown>,
  timeoutMs: number,
): Promise<SiteRoutes | null> {
  const registryUrl = config.registryUrl;
  if (typeof registryUrl !== 'string' || !/^https?:\/\//i.test(registryUrl))
    return Promise.resolve(null);
  return siteRoutes(registryUrl, timeoutMs);
}

export interface DocumentPath {
  pathname: string;
  /** The query string (`?lang=` chooses the language, `{id}` of a read comes from it). */
  search?: string;
  acceptLanguage?: string;
  /** The language the visitor chose before (its cookie), or null. */
  storedLanguage?: string | null;
}

const ANSWER_TIMEOUT_MS = 3_000;
/** One cache per server process, as the home page's answers (a cold one is waited for 300 ms). */
const routeAnswerCache = createRefreshingCache<GuestAnswers>();

/** The route's first reads asked as a guest in `language`, from the cache. */
function routeAnswers(config: Record<string, unknown>, start: RouteStartBlock, language: string) {
  const key = JSON.stringify([
    config.apiBaseUrl,
    config.market,
    config.appVersion,
    language,
    start.reads,
  ]);
  return routeAnswerCache(key, () =>
    guestAnswers(config, language, start.reads, ANSWER_TIMEOUT_MS),
  );
}

/** The page's first picture (a read's `image`), asked for by the head at high priority. */
function imagePreloads(
  config: Record<string, unknown>,
  start: RouteStartBlock,
  served: GuestAnswers,
): string {
  const apiBaseUrl = typeof config.apiBaseUrl === 'string' ? config.apiBaseUrl : '';
  return start.reads
    .map((read) =>
      read.image
        ? imagePreload(firstImageOf(served.answers[read.path], read.image, apiBaseUrl))
        : '',
    )
    .join('');
}

/**
 * The painter and its parts, asked for by the head as soon as the preload scanner sees it — before
 * the inline early script (~7.5 KB gzip) has arrived and imports them. On a page that needs a login
 * the server cannot tell a member from a guest, whom the early script sends home in the same document
 * (the requests go on): there only the painter, and the early script asks for its parts for a member
 * (src/boot/early-start.ts); they are drawn once the route's reads have answered, round trips later.
 */
export function painterPreloads(
  start: Pick<RouteStartBlock, 'painter' | 'parts'>,
  needsLogin = false,
): string {
  return [start.painter, ...(needsLogin ? [] : start.parts)]
    .map((url) => `<link rel="modulepreload" href="${attribute(url)}">`)
    .join('');
}

/**
 * The document's registry blocks: the registry's answer (src/boot/served-registry.ts), on a path a
 * guest may not open the marker that sends a guest home at once, and the route-start block when the
 * route has an early painter; '' when the registry is unknown.
 */
export async function registryMarkup(
  config: Record<string, unknown>,
  { pathname, search = '', acceptLanguage, storedLanguage = null }: DocumentPath,
  timeoutMs: number,
  read: Promise<SiteRoutes | null> = documentRoutes(config, timeoutMs),
): Promise<string> {
  const registryUrl = config.registryUrl;
  const routes = await read;
  if (!routes || typeof registryUrl !== 'string') return '';
  const block: RegistryBlock = { url: registryUrl, body: routes.registry };
  const registry = dataBlock(REGISTRY_BLOCK_ID, block);
  const marker = pathNeedsLogin(routes.manifests, pathname)
    ? `<meta name="${LOGIN_REQUIRED_META}" content="">`
    : '';
  const start = await routeStart(routes, pathname, search, timeoutMs);
  if (!start) return registry + marker;
  // a page open to guests also gets its reads' guest answers, as `/` does (src/boot/served-route-start.ts)
  const query = new URLSearchParams(search).get('lang');
  const language = guestLanguage(config, acceptLanguage, query, storedLanguage);
  const served = marker ? null : await routeAnswers(config, start, language);
  return (
    registry +
    marker +
    painterPreloads(start, marker !== '') +
    (served ? imagePreloads(config, start, served) : '') +
    dataBlock(ROUTE_START_BLOCK_ID, served ? { ...start, served } : start)
  );
}

/**
 * The early script's part for a remote's page (issue 16, "every other page"): from the registry it
 * fetches the enabled remotes' route manifests and `mf-manifest.json` files; the remote whose routes
 * own this path gets its entry, its `./routes` files and its messages in the page's language
 * preloaded, and the owning route's declared `firstReads` (its first-screen API calls) started, all
 * while the host's `main.js` is still downloading. The host and the federation runtime then take the
 * manifests from the early answers (takeEarlyFile) and find the files in the browser's cache. A wrong
 * guess costs bytes, never correctness: the host still decides which remote serves the page, and the
 * client takes an early answer only for an identical call.
 */
import {
  callUrl,
  CHUNK_NAME,
  PAGE_CHUNK,
  startEarlyCall,
  type EarlyAnswer,
} from '@app/shared/boot';
import type { FirstRead } from '@app/shared/federation';
import {
  modulePreload,
  paintEarlyRoute,
  painterParts,
  painterUrl,
  painterWords,
  painterWordsByLanguage,
} from './early-route-paint';
import { owningRoute, routePage, routeReads } from './route-reads';

export { owningRoute, ownsPath, routePage, routeReads, type ManifestRoute } from './route-reads';

interface EarlyRemote {
  manifest: string;
}

/** The enabled remotes of a registry answer (plain or in the backend's envelope). */
export function enabledRemotes(body: unknown): EarlyRemote[] {
  const root = body as { remotes?: unknown; data?: { remotes?: unknown } } | null;
  const list = root?.remotes ?? root?.data?.remotes;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (r): r is EarlyRemote =>
      !!r && typeof r === 'object' && r.enabled !== false && typeof r.manifest === 'string',
  );
}

type Assets = { sync?: string[]; async?: string[] };

/** The files of an `mf-manifest.json`'s `./routes` expose (a malformed manifest has none). */
function routesAssets(manifest: unknown): { js?: Assets; css?: Assets } | undefined {
  const exposes = (manifest as { exposes?: unknown } | null)?.exposes;
  if (!Array.isArray(exposes)) return undefined;
  const routes = (exposes as Array<{ path?: unknown; assets?: unknown } | null>).find(
    (e) => e?.path === './routes',
  );
  return routes?.assets as { js?: Assets; css?: Assets } | undefined;
}

/**
 * The entry and the `./routes` files (JS and CSS loaded at once) named by an `mf-manifest.json`, and
 * the remote's messages in the given languages: the `i18n-<language>-json` chunks its namespace
 * loads (src/i18n/namespace.ts of each remote) as soon as its code runs, a round trip later otherwise.
 * With the route's `page` (its manifest entry), that page's chunks and its words in those languages
 * too: the remote loads them on demand, so without this they would be asked for only once
 * `./routes` has run.
 */
export function routeFiles(
  manifest: unknown,
  manifestUrl: string,
  languages: readonly string[] = [],
  page?: unknown,
): string[] {
  const entry = (
    manifest as { metaData?: { remoteEntry?: { name?: string; path?: string } } } | null
  )?.metaData?.remoteEntry;
  const assets = routesAssets(manifest);
  const onDemand = (kind: 'js' | 'css', wanted: (name: string) => boolean) =>
    (assets?.[kind]?.async ?? []).filter((name) => typeof name === 'string' && wanted(name));
  const messages = onDemand('js', (name) =>
    languages.some((lng) => name.startsWith(`i18n-${lng}-json.`)),
  );
  const pageName = typeof page === 'string' && PAGE_CHUNK.test(page) ? page : null;
  const ofPage = (name: string) => pageName !== null && name.startsWith(`${pageName}.`);
  // `page-<x>`'s words are `words-<x>-<language>-json` (registerMessagesPart in @app/shared/lazy)
  const pageWords = (name: string) =>
    pageName !== null &&
    languages.some((lng) => name.startsWith(`words-${pageName.slice(5)}-${lng}-json.`));
  const names = [
    ...(entry?.name ? [`${entry.path ? `${entry.path}/` : ''}${entry.name}`] : []),
    ...(assets?.js?.sync ?? []),
    ...messages,
    ...onDemand('js', ofPage),
    ...onDemand('js', pageWords),
    ...(assets?.css?.sync ?? []),
    ...onDemand('css', ofPage),
  ];
  return names.map((n) => new URL(n, manifestUrl).toString());
}

/**
 * The file of one of the `./routes` expose's on-demand chunks, by its `webpackChunkName` (an early
 * painter's `preloadChunk`: the video engine a room's stream needs), from the remote's mf-manifest;
 * null for a name it has no chunk for, or one that is not a plain chunk name.
 */
export function onDemandChunkUrl(mf: unknown, manifestUrl: string, name: string): string | null {
  if (!CHUNK_NAME.test(name)) return null;
  const list: unknown = routesAssets(mf)?.js?.async;
  const files: unknown[] = Array.isArray(list) ? list : [];
  const file = files.find(
    (f): f is string =>
      typeof f === 'string' && /^[\w-]+\.\w+\.js$/.test(f) && f.startsWith(`${name}.`),
  );
  return file ? new URL(file, manifestUrl).toString() : null;
}

/** A `<link rel=preload>` for a script or stylesheet the page will ask for. */
export function preload(url: string, priority?: 'low'): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  const script = !url.endsWith('.css');
  link.setAttribute('as', script ? 'script' : 'style');
  if (priority) link.setAttribute('fetchpriority', priority);
  // as the page will ask for it: a remote's script CORS-enabled (host/src/federation/cors-scripts.ts)
  if (script && new URL(url, window.location.href).origin !== window.location.origin)
    link.crossOrigin = 'anonymous';
  link.href = url;
  document.head.append(link);
}

/** The files of a chunk of the host's own that a remote's page needs (the federation runtime), named in index.html. */
export function hostChunkFiles(doc: Document, name: string): string[] {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="chunk:${name}"]`)?.content ?? '';
  return content.split(' ').filter((file) => file.startsWith('/') && !file.startsWith('//'));
}

/** A share key of @app/shared as the builds write it (no quotes, dots or other selector syntax). */
const SHARED_KEY = /^@app\/shared\/[a-z][a-z0-9-]*(\/[a-z][a-z0-9-]*)*$/;

/**
 * The host's chunks of the @app/shared entries a remote route's files consume, from the remote's
 * app-manifest.json (`consumes`, written by its build for `./routes` and each on-demand page): the
 * host provides the API's domains in chunks of their own, `@app/shared/api/member` in
 * `shared-api-member` (host/src/federation/host-shared.ts). A name the page has no chunk for
 * preloads nothing.
 */
export function sharedChunkNames(app: unknown, page?: unknown): string[] {
  const consumes = (app as { consumes?: unknown } | null)?.consumes;
  if (!consumes || typeof consumes !== 'object') return [];
  const groups = ['./routes', ...(typeof page === 'string' && PAGE_CHUNK.test(page) ? [page] : [])];
  const keys = groups.flatMap((group) => {
    const list = (consumes as Record<string, unknown>)[group];
    return Array.isArray(list) ? list : [];
  });
  const names = keys
    .filter((key): key is string => typeof key === 'string' && SHARED_KEY.test(key))
    .map((key) => key.slice('@app/'.length).replaceAll('/', '-'));
  return [...new Set(names)];
}

const fetchFile = (url: string, timeout: number) =>
  startEarlyCall({ method: 'GET', url: callUrl('', url), headers: {}, cache: 'no-cache' }, timeout);

/** How the early script asks a first read, and what an early painter needs to draw the answers. */
export interface EarlyRouteOptions {
  startRead?: (read: FirstRead) => Promise<EarlyAnswer | null>;
  /** The page's language first (English stands in for words that fail to load). */
  languages?: readonly string[];
  /** The site's market (the painter's follow-up reads carry it). */
  market?: string;
  /**
   * The page's files (the federation runtime, the remote's entry and route files) are preloaded once
   * this settles: the early painter's follow-up reads, which the first screen waits for, then do not
   * share a slow link with ~120 KB of code the app runs only after main.js (startRoutePaint).
   */
  filesAfter?: Promise<unknown>;
  /**
   * The manifest of the remote that owns the page, when the document named it: the other remotes'
   * manifests (their widgets and tabs, read once the app runs) wait for `filesAfter` too.
   */
  owner?: string;
  /** Where the answers' images resolve; without it (the painter already started) nothing is painted. */
  apiBaseUrl?: string;
  /** Told the mf-manifest of the remote that owns the page as it is asked for (chunkPreloader). */
  onRouteManifest?: (manifest: RouteManifest) => void;
}

/** The mf-manifest of the remote that owns the page: where it is, and its answer on the way. */
export interface RouteManifest {
  url: string;
  answer: Promise<EarlyAnswer | null>;
}

/**
 * A painter's `preloadChunk`: the owning remote's on-demand chunk of that name, at low priority, once
 * its mf-manifest is in (onDemandChunkUrl). Before the manifest has been asked for, the call waits.
 */
export function chunkPreloader(manifest: Promise<RouteManifest>): (name: string) => void {
  return (name) =>
    void manifest.then(async ({ url, answer }) => {
      const mf = await answer;
      const file = mf && onDemandChunkUrl(mf.body, url, name);
      if (file) preload(file, 'low');
    });
}

/**
 * Starts the route manifests and, for the remote that owns `pathname`, its manifest and files,
 * through `startRead` the owning route's first reads, and its early painter when it names one.
 */
export async function earlyRemote(
  registry: Promise<EarlyAnswer | null>,
  { pathname, search }: { pathname: string; search: string },
  timeout: number,
  {
    startRead = () => Promise.resolve(null),
    languages = [],
    market = '',
    apiBaseUrl,
    filesAfter,
    owner,
    onRouteManifest,
  }: EarlyRouteOptions = {},
): Promise<void> {
  const remotes = enabledRemotes((await registry)?.body);
  await Promise.all(
    remotes.map(async (remote) => {
      if (owner !== undefined && remote.manifest !== owner) await filesAfter;
      // both at once (a round trip less for the page's remote; the others' answers serve their widgets)
      const mfAnswer = fetchFile(remote.manifest, timeout);
      const manifest: RouteManifest = { url: remote.manifest, answer: mfAnswer };
      if (remote.manifest === owner) onRouteManifest?.(manifest);
      const appUrl = new URL('app-manifest.json', remote.manifest).toString();
      const app = await fetchFile(appUrl, timeout);
      const route = app ? owningRoute(app.body, pathname) : undefined;
      if (!app || !route) return;
      if (owner === undefined) onRouteManifest?.(manifest);
      const reads = routeReads(app.body, pathname, search).map(
        (read) => [read.path, startRead(read)] as const,
      );
      const files = mfAnswer.then((mf) =>
        mf ? routeFiles(mf.body, remote.manifest, languages, routePage(route, search)) : [],
      );
      const painter = painterUrl(route.earlyPaint, appUrl);
      if (painter && apiBaseUrl !== undefined)
        for (const part of [
          ...painterParts(route.earlyPaintParts, appUrl),
          ...painterWords(
            painterWordsByLanguage(route.earlyPaintWords, appUrl),
            languages[0] ?? 'en',
          ),
        ])
          modulePreload(document, part);
      const painted =
        painter && apiBaseUrl !== undefined
          ? paintEarlyRoute({
              doc: document,
              painter,
              styles: files.then((urls) => urls.filter((url) => url.endsWith('.css'))),
              reads,
              language: languages[0] ?? 'en',
              market,
              apiBaseUrl,
              preloadChunk: chunkPreloader(Promise.resolve(manifest)),
            })
          : null;
      await filesAfter;
      for (const name of ['federation', ...sharedChunkNames(app.body, routePage(route, search))])
        for (const file of hostChunkFiles(document, name)) preload(file);
      for (const url of await files) preload(url);
      await painted;
    }),
  );
}

/**
 * Inlined into index.html at build time (build/early-script-plugin.cjs) and run while the HTML is
 * parsed: it takes the config (inlined by the server, else fetched), starts the registry and, on a `/`
 * the server did not draw, the first screen's reads and the first banner image, so they travel in
 * parallel with the app's JavaScript instead of after it. The app takes
 * these answers through the shared client (shared/src/api/core/early-requests.ts) when they match what it
 * would have asked; otherwise it asks again. Nothing here may throw into the page.
 */
import {
  ADVERTS_PATH,
  buildCommonHeaders,
  callUrl,
  CONFIG_DEFAULTS,
  DEVICE_ID_STORAGE_KEY,
  FIRST_SCREEN_READS,
  firstImageOf,
  keepEarlyAnswer,
  keepEarlyFile,
  LANGUAGE_STORAGE_KEY,
  pickLanguage,
  readStoredSession,
  safeLocal,
  startEarlyCall,
  type EarlyAnswer,
} from '@app/shared/boot';
import { firstBannerSrc } from '../home/first-banner';
import type { FirstRead } from '@app/shared/federation';
import {
  chunkPreloader,
  earlyRemote,
  enabledRemotes,
  hostChunkFiles,
  preload,
  type RouteManifest,
} from './early-remote';
import { PAGE_STATE_BLOCK_ID } from '../platform/page-state-block';
import { keepEarlyTaps } from './early-taps';
import { sendGuestHome } from './login-redirect';
import { servedRegistry } from './served-registry';
import { servedRouteStart } from './served-route-start';
import { modulePreload, painterWords, startRoutePaint } from './early-route-paint';

interface EarlyConfig {
  apiBaseUrl?: unknown;
  registryUrl?: unknown;
  market?: unknown;
  appVersion?: unknown;
  requestTimeoutMs?: unknown;
}

const text = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);

/** Asks for the page's first picture (its LCP element) at high priority, as the page will show it. */
function preloadImage(src: string): void {
  if (!/^https?:\/\//i.test(src)) return;
  const img = new Image();
  img.fetchPriority = 'high';
  img.src = src;
}

/** The stylesheet hides the prerendered guest's login button while a stored login is being restored. */
export function markStoredSession(doc: Document): void {
  if (readStoredSession().token) doc.documentElement.dataset.session = 'stored';
}

/** The language the app will pick (the same rule, the same sources). */
function pageLanguage(config: EarlyConfig): string {
  return pickLanguage({
    query: new URLSearchParams(window.location.search).get('lang'),
    stored: safeLocal.get(LANGUAGE_STORAGE_KEY),
    market: text(config.market, CONFIG_DEFAULTS.market),
    browserLanguages: navigator.languages,
  });
}

/** The headers the app's client will send (language, market, login), so the answers match its calls. */
function readHeaders(config: EarlyConfig): Record<string, string> {
  const market = text(config.market, CONFIG_DEFAULTS.market);
  const session = readStoredSession();
  const query = new URLSearchParams(window.location.search);
  return buildCommonHeaders({
    language: pageLanguage(config),
    market,
    appVersion: text(config.appVersion, CONFIG_DEFAULTS.appVersion),
    deviceId: query.get('deviceId') ?? safeLocal.get(DEVICE_ID_STORAGE_KEY),
    token: session.token,
    username: session.username,
    userAgent: navigator.userAgent,
  });
}

/**
 * The config the host's server inlined into the document (build/document-config.mjs), or null (another
 * server, the dev server, or a block that is not a JSON object): then it is fetched.
 */
export function inlinedConfig(doc: Document): Record<string, unknown> | null {
  const text = doc.getElementById('runtime-config')?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export async function earlyStart(): Promise<void> {
  markStoredSession(document);
  keepEarlyTaps(document, window);
  // before anything reads the path: a guest sent home gets `/`'s prerender, reads and paint
  sendGuestHome(document, window, readStoredSession().token !== null);
  // `/` hydrates once the home page's chunk is in (src/app/pages.ts): asked for with main.js
  if (window.location.pathname === '/')
    for (const file of hostChunkFiles(document, 'home')) preload(file);
  const inlined = inlinedConfig(document);
  // the app validates it as it validates a fetched config.json (shared/src/config/runtime-config.ts)
  const configAnswer = inlined
    ? await keepEarlyFile('/config.json', inlined)
    : await startEarlyCall(
        { method: 'GET', url: callUrl('', '/config.json'), headers: {} },
        CONFIG_DEFAULTS.requestTimeoutMs,
      );
  const config = configAnswer?.body as EarlyConfig | undefined;
  if (!config) return;
  // the app's words in the page's language (src/app/messages), asked for when main.js has run otherwise
  for (const file of hostChunkFiles(document, `messages-${pageLanguage(config)}`)) preload(file);
  if (typeof config.apiBaseUrl !== 'string') return;
  const apiBaseUrl = config.apiBaseUrl;
  const timeout =
    typeof config.requestTimeoutMs === 'number'
      ? config.requestTimeoutMs
      : CONFIG_DEFAULTS.requestTimeoutMs;
  const headers = readHeaders(config);
  const callOf = (read: FirstRead) => ({
    method: read.method,
    url: callUrl(apiBaseUrl, read.path),
    body: read.body,
    headers,
  });
  // each read once, whether the document's route-start block or the route manifest named it first;
  // a guest's answer the server wrote into the document is the read's answer (no request)
  const started = new Map<string, Promise<EarlyAnswer | null>>();
  let servedBodies: Readonly<Record<string, unknown>> = {};
  const startRead = (read: FirstRead) => {
    const key = JSON.stringify([read.method, read.path, read.body ?? null]);
    const known = started.get(key);
    if (known) return known;
    const body = servedBodies[read.path];
    const answer =
      body === undefined
        ? startEarlyCall(callOf(read), timeout)
        : keepEarlyAnswer(callOf(read), body);
    started.set(key, answer);
    const field = read.image;
    if (field) void answer.then((a) => a && preloadImage(firstImageOf(a.body, field, apiBaseUrl)));
    return answer;
  };
  if (typeof config.registryUrl === 'string') {
    const served = servedRegistry(document, config.registryUrl);
    const registry =
      served === undefined
        ? startEarlyCall(
            { method: 'GET', url: callUrl('', config.registryUrl), headers: {}, cache: 'no-cache' },
            timeout,
          )
        : keepEarlyFile(config.registryUrl, served);
    if (window.location.pathname !== '/') {
      const language = pageLanguage(config);
      const market = text(config.market, CONFIG_DEFAULTS.market);
      // the server named the route's painter: it starts now, a round trip before the route manifest
      const remotes = enabledRemotes(served).map((r) => r.manifest);
      const start = servedRouteStart(document, window.location.pathname, remotes);
      const guest = readStoredSession().token === null;
      if (start?.served && guest && start.served.language === language)
        servedBodies = start.served.answers;
      if (start)
        for (const part of [...start.parts, ...painterWords(start.words, language)])
          modulePreload(document, part);
      let onRouteManifest: ((manifest: RouteManifest) => void) | undefined;
      const routeManifest = new Promise<RouteManifest>((resolve) => (onRouteManifest = resolve));
      const started = start
        ? startRoutePaint({
            doc: document,
            painter: start.painter,
            styles: Promise.resolve(start.styles),
            reads: start.reads.map((read) => [read.path, startRead(read)] as const),
            language,
            market,
            apiBaseUrl,
            preloadChunk: chunkPreloader(routeManifest),
          })
        : null;
      // a guest's page the server drew came with its answers (src/server/remote-page.ts): no read
      // to start; a member's reads go on, since the server drew the guest's page
      const drawn = guest && document.getElementById(PAGE_STATE_BLOCK_ID) !== null;
      // English only stands in for words that fail to load (shared/src/i18n/i18n.ts)
      await earlyRemote(registry, window.location, timeout, {
        startRead: drawn ? undefined : startRead,
        languages: [language],
        market,
        apiBaseUrl: start ? undefined : apiBaseUrl,
        filesAfter: started?.followed,
        owner: start?.remote,
        onRouteManifest,
      });
      return;
    }
  }
  // a page the server drew came with its answers (src/server/page-state.ts)
  if (window.location.pathname !== '/' || document.getElementById(PAGE_STATE_BLOCK_ID)) return;
  for (const read of FIRST_SCREEN_READS) {
    const answer = startRead(read);
    if (read.path === ADVERTS_PATH)
      void answer.then(
        (a) => a && preloadImage(firstBannerSrc(a.body, apiBaseUrl, window.location)),
      );
  }
}

/**
 * The host's document server, bundled for Node into `dist/.server/document.cjs` (host/scripts/
 * build-server.mjs) and called by build/serve.mjs for each document. It adds the registry's blocks to
 * the head of every page, and on `/` renders the page itself: the home page's guest answers (from a
 * cache at most 2 minutes old, a cold one waited for at most 300 ms) drawn by the app's own
 * components, the answers beside them for the browser's query cache, and the first banner's image
 * as a high-priority preload. Without answers the document goes with the build's layout and the
 * browser draws the page.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { cookieValue, LANGUAGE_COOKIE, MEMBER_COOKIE } from '@app/shared/boot';
import type { Advert } from '@app/shared/api/promotion';
import { resolveImageSrc } from '@app/shared/boot';
import { carouselAdverts } from '../home/advert-order';
import { imageSite } from '../home/image-site';
import type { PageLocation } from '../platform/page-location';
import { imagePreload } from './data-block';
import { createRefreshingCache } from './first-screen-cache';
import { guestLanguage } from './first-screen-answers';
import { loadHomeState, pageStateBlock } from './page-state';
import { activitySwitches, documentRoutes, registryMarkup } from './registry-blocks';
import { drawRemotePage, warmServerContainers } from './remote-page';
import { renderHome } from './render-app';
import { createSerialQueue } from './serially';

export { renderRouteShell, renderShell } from './render-app';
export { pickLanguage } from '@app/shared/boot';

const ANSWER_TIMEOUT_MS = 3_000;
/** The registry is read for each document: a slow one is left to the browser rather than waited for. */
const REGISTRY_TIMEOUT_MS = 300;
const WARM_REGISTRY_TIMEOUT_MS = 5_000;

export interface DocumentRequest {
  config: Record<string, unknown>;
  acceptLanguage: string | undefined;
  /** The request's `Cookie` header (the visitor's language choice, whether they hold a login). */
  cookie?: string | undefined;
  /** The page's origin as the browser sees it. */
  page: { origin: string; hostname: string };
  pathname: string;
  /** The query string (`?lang=` chooses the language). */
  search: string;
}

export interface RenderedDocument {
  /** What goes into the document's head: data blocks, preloads, markers. */
  head: string;
  /** The page drawn on the server, or null: the build's layout stays and the browser draws it. */
  app: { language: string; html: string } | null;
}

const serially = createSerialQueue();
/** One cache per server process; keys name everything the answers depend on. */
const homeStates = createRefreshingCache<DehydratedState>();
/** The markup drawn from a state, by language and origin (a state is replaced, never changed). */
const drawn = new WeakMap<DehydratedState, Map<string, Promise<string>>>();

function drawHome(
  language: string,
  config: Record<string, unknown>,
  state: DehydratedState,
  page: PageLocation,
) {
  let byPage = drawn.get(state);
  if (!byPage) drawn.set(state, (byPage = new Map()));
  const key = `${language} ${page.origin}`;
  let html = byPage.get(key);
  if (!html) {
    const map = byPage;
    html = serially(() => renderHome(language, config, state, page));
    map.set(key, html);
    html.catch(() => map.delete(key));
  }
  return html;
}

/** The first banner's image as the page will ask for it, from the state's adverts answer. */
function bannerPreload(
  state: DehydratedState,
  config: Record<string, unknown>,
  page: PageLocation,
): string {
  const adverts = state.queries.find(
    (q) => q.queryKey.length === 2 && q.queryKey[0] === 'promotion' && q.queryKey[1] === 'adverts',
  );
  const first = carouselAdverts((adverts?.state.data ?? []) as Advert[])[0];
  const apiBaseUrl = typeof config.apiBaseUrl === 'string' ? config.apiBaseUrl : '';
  return imagePreload(resolveImageSrc(first?.imageUrl, imageSite(apiBaseUrl, page)));
}

/** Readies what documents are drawn from before the first one is asked for (build/serve.mjs). */
export function warmUp(config: Record<string, unknown>): Promise<number> {
  return warmServerContainers(documentRoutes(config, WARM_REGISTRY_TIMEOUT_MS), serially).catch(
    () => 0,
  );
}

export async function renderDocument(req: DocumentRequest): Promise<RenderedDocument> {
  const { config, pathname } = req;
  const query = new URLSearchParams(req.search).get('lang');
  const stored = cookieValue(req.cookie, LANGUAGE_COOKIE);
  const language = guestLanguage(config, req.acceptLanguage, query, stored);
  const routes = documentRoutes(config, REGISTRY_TIMEOUT_MS);
  const registry = registryMarkup(
    config,
    { pathname, search: req.search, acceptLanguage: req.acceptLanguage, storedLanguage: stored },
    REGISTRY_TIMEOUT_MS,
    routes,
  );
  if (pathname !== '/' && pathname !== '/index.html') {
    const search = req.search ? `?${req.search}` : '';
    const remote = await drawRemotePage(
      {
        config,
        language,
        pathname,
        search,
        page: req.page,
        member: cookieValue(req.cookie, MEMBER_COOKIE) === '1',
      },
      routes,
      serially,
    ).catch((err: unknown) => {
      console.error(`[document] ${pathname} was not drawn:`, err);
      return null;
    });
    const head = (remote?.head ?? '') + (await registry);
    return { head, app: remote ? { language, html: remote.html } : null };
  }
  const switches = activitySwitches(await routes);
  const key = JSON.stringify([
    config.apiBaseUrl,
    config.market,
    config.appVersion,
    language,
    switches,
  ]);
  const state = await homeStates(key, () =>
    serially(() => loadHomeState(config, language, ANSWER_TIMEOUT_MS)),
  );
  let app: RenderedDocument['app'] = null;
  if (state) {
    try {
      app = { language, html: await drawHome(language, config, state, req.page) };
    } catch {
      app = null; // the build's layout, drawn by the browser
    }
  }
  const head = app ? bannerPreload(state!, config, req.page) + pageStateBlock(state!) : '';
  return { head: head + (await registry), app };
}

/**
 * The host's server's part of the first screen (issue 16), bundled for Node by the build into
 * `dist/.server/first-screen.cjs` and called by build/serve.mjs for each document. On `/`: the first
 * banner's image as a high-priority preload (asked for as soon as the head arrives, before any script
 * runs) and the first reads' guest answers as a data block that the early script paints and the app
 * takes instead of asking (src/boot/early-start.ts), from a cache at most 2 minutes old; the document
 * waits at most 300 ms for the API.
 *
 * Tried and left out: preloading a remote page's files from its document (registry and manifests read
 * here) measured slower (/activity 2.46 → 2.60× the one-liner): they took the phone's bandwidth from
 * main.js, which everything waits for.
 */
import { FIRST_SCREEN_BLOCK_ID, type FirstScreenBlock } from '../boot/first-screen-block';
import { dataBlock, imagePreload } from './data-block';
import { createRefreshingCache } from './first-screen-cache';
import { bannerImageOf, firstScreenAnswers, guestLanguage } from './first-screen-answers';
import { registryMarkup } from './registry-blocks';

const ANSWER_TIMEOUT_MS = 3_000;
/** The registry is read for each document: a slow one is left to the browser rather than waited for. */
const REGISTRY_TIMEOUT_MS = 300;

/** The markup for one block: the preload (when the banner is an http(s) image) and the data block. */
export function blockMarkup(
  block: FirstScreenBlock,
  config: Record<string, unknown>,
  page: { origin: string; hostname: string },
): string {
  const preload = imagePreload(bannerImageOf(block, config, page));
  return `${preload}${dataBlock(FIRST_SCREEN_BLOCK_ID, block)}`;
}

/** One cache per server process; keys name everything the answers depend on. */
const blocks = createRefreshingCache<FirstScreenBlock>();

export interface DocumentRequest {
  config: Record<string, unknown>;
  acceptLanguage: string | undefined;
  /** The page's origin as the browser sees it. */
  page: { origin: string; hostname: string };
  pathname: string;
  /** The query string (`?lang=` chooses the language). */
  search: string;
}

/**
 * What goes into the head of the document: the registry's answer, on `/` the first answers and the
 * banner's preload, on a path a guest may not open the marker that sends a guest home at once
 * (src/server/registry-blocks.ts).
 */
export async function documentBlocks(req: DocumentRequest): Promise<string> {
  const { config, pathname } = req;
  const registry = registryMarkup(
    config,
    { pathname, search: req.search, acceptLanguage: req.acceptLanguage },
    REGISTRY_TIMEOUT_MS,
  );
  if (pathname !== '/' && pathname !== '/index.html') return registry;
  const query = new URLSearchParams(req.search).get('lang');
  const language = guestLanguage(config, req.acceptLanguage, query);
  const key = JSON.stringify([config.apiBaseUrl, config.market, config.appVersion, language]);
  const block = await blocks(key, () => firstScreenAnswers(config, language, ANSWER_TIMEOUT_MS));
  return (block ? blockMarkup(block, config, req.page) : '') + (await registry);
}

/**
 * The host's server's part of the first screen (issue 16), bundled for Node by the build into
 * `dist/.server/first-screen.cjs` and called by build/serve.mjs for each document. On `/`: the first
 * banner's image as a high-priority preload (asked for as soon as the head arrives, before any script
 * runs) and the first reads' guest answers as a data block that the early script paints and the app
 * takes instead of asking (src/boot/early-start.ts), from a cache at most 2 minutes old. On a remote's
 * page: preloads of the remote's files. Neither makes a document wait more than 300 ms for the API.
 */
import { FIRST_SCREEN_BLOCK_ID, type FirstScreenBlock } from '../boot/first-screen-block';
import { createRefreshingCache, within } from './first-screen-cache';
import { bannerImageOf, firstScreenAnswers, guestLanguage } from './first-screen-answers';
import { hostChunkFilesIn, remotePreloads } from './remote-preloads';

export { acceptedLanguages, guestLanguage } from './first-screen-answers';

const ANSWER_TIMEOUT_MS = 3_000;
/** The most a remote page's document waits for its hints (registry, then manifests) on a cold cache. */
const HINTS_WAIT_MS = 300;

const attribute = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The markup for one block: the preload (when the banner is an http(s) image) and the data block. */
export function blockMarkup(
  block: FirstScreenBlock,
  config: Record<string, unknown>,
  page: { origin: string; hostname: string },
): string {
  const src = bannerImageOf(block, config, page);
  const preload = /^https?:\/\//i.test(src)
    ? `<link rel="preload" as="image" fetchpriority="high" href="${attribute(src)}">`
    : '';
  // `<` escaped, so no value can close the block
  const json = JSON.stringify(block).replace(/</g, '\\u003c');
  return `${preload}<script type="application/json" id="${FIRST_SCREEN_BLOCK_ID}">${json}</script>`;
}

interface Job {
  config: Record<string, unknown>;
  language: string;
}

/** One cache per server process; keys name everything the answers depend on. */
const jobs = new Map<string, Job>();
const blocks = createRefreshingCache<FirstScreenBlock>((key) => {
  const job = jobs.get(key);
  return job
    ? firstScreenAnswers(job.config, job.language, ANSWER_TIMEOUT_MS)
    : Promise.resolve(null);
});

/** Registry and manifests, never older than 2 s: they only name files to preload. */
const jsonFiles = createRefreshingCache<unknown>(
  async (url) => {
    const res = await fetch(url, { signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
    return res.ok ? ((await res.json()) as unknown) : null;
  },
  { ttlMs: 2_000, maxStaleMs: 2_000, waitMs: HINTS_WAIT_MS },
);

/** Preloads for a remote's page: the host's federation chunk and the owning remote's files. */
export function remotePreloadMarkup(hostFiles: string[], remoteFiles: string[]): string {
  if (!remoteFiles.length) return '';
  return [...hostFiles, ...remoteFiles]
    .map((url) => {
      const as = url.split('?')[0]!.endsWith('.css') ? 'style' : 'script';
      return `<link rel="preload" as="${as}" href="${attribute(url)}">`;
    })
    .join('');
}

export interface DocumentRequest {
  config: Record<string, unknown>;
  acceptLanguage: string | undefined;
  /** The page's origin as the browser sees it. */
  page: { origin: string; hostname: string };
  pathname: string;
  /** The query string (`?lang=` chooses the language). */
  search: string;
  /** The host's index.html (names its own chunks). */
  html: string;
}

/**
 * What goes into the head of the document ('' for nothing): on `/` the first answers and the banner's
 * preload, on a remote's page the preloads of its files, so they load from the first byte on instead
 * of after the registry and manifests (issue 16, "every other page").
 */
export async function documentBlocks(req: DocumentRequest): Promise<string> {
  const { config, pathname } = req;
  const query = new URLSearchParams(req.search).get('lang');
  const language = guestLanguage(config, req.acceptLanguage, query);
  if (pathname === '/' || pathname === '/index.html') {
    const key = JSON.stringify([config.apiBaseUrl, config.market, config.appVersion, language]);
    jobs.set(key, { config, language });
    const block = await blocks(key);
    return block ? blockMarkup(block, config, req.page) : '';
  }
  if (typeof config.registryUrl !== 'string' || !/^https?:\/\//i.test(config.registryUrl))
    return '';
  const files = await within(
    HINTS_WAIT_MS,
    remotePreloads(config.registryUrl, pathname, language, jsonFiles),
    [],
  );
  return remotePreloadMarkup(hostChunkFilesIn(req.html, 'federation'), files);
}

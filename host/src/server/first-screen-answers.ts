/**
 * The guest answers of the home page's first reads (banner, game bar, hot games) as the host's server
 * asks them (src/server/document-blocks.ts), with the app's own rules for language, headers and
 * envelopes, so the page can take them as its own calls' answers (src/boot/early-start.ts).
 */
import {
  ADVERTS_PATH,
  buildCommonHeaders,
  callUrl,
  CONFIG_DEFAULTS,
  FIRST_SCREEN_READS,
  parseEnvelope,
  pickLanguage,
  SUCCESS_CODE,
} from '@app/shared/boot';
import type { FirstRead } from '@app/shared/federation';
import type { FirstScreenBlock } from '../boot/first-screen-block';
import { firstBannerSrc } from '../home/first-banner';

const text = (v: unknown, fallback: string) => (typeof v === 'string' ? v : fallback);

/** Languages of an Accept-Language header, by preference. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((l) => l.tag);
}

/**
 * The language the page will get unless the visitor chose one before (stored in the browser, which the
 * server cannot see): the app's rule on the server's inputs, `?lang` included.
 */
export function guestLanguage(
  config: Record<string, unknown>,
  acceptLanguage?: string,
  queryLanguage: string | null = null,
): string {
  return pickLanguage({
    query: queryLanguage,
    stored: null,
    market: text(config.market, CONFIG_DEFAULTS.market),
    browserLanguages: acceptedLanguages(acceptLanguage),
  });
}

/** Asks the home page's first reads as a guest in `language` (guestAnswers). */
export function firstScreenAnswers(
  config: Record<string, unknown>,
  language: string,
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<FirstScreenBlock | null> {
  return guestAnswers(config, language, FIRST_SCREEN_READS, timeoutMs, fetchImpl);
}

/**
 * Asks `reads` as a guest in `language`; null unless every one answers a success envelope in time (a
 * partial block would paint some sections from the server and wait for the others anyway).
 */
export async function guestAnswers(
  config: Record<string, unknown>,
  language: string,
  reads: readonly FirstRead[],
  timeoutMs: number,
  fetchImpl: typeof fetch = fetch,
): Promise<FirstScreenBlock | null> {
  const apiBaseUrl = config.apiBaseUrl;
  if (typeof apiBaseUrl !== 'string' || !/^https?:\/\//i.test(apiBaseUrl)) return null;
  const headers = buildCommonHeaders({
    language,
    market: text(config.market, CONFIG_DEFAULTS.market),
    appVersion: text(config.appVersion, CONFIG_DEFAULTS.appVersion),
    deviceId: null,
    token: null,
    username: null,
    userAgent: null,
  });
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const bodies = await Promise.all(
      reads.map(async (read) => {
        const res = await fetchImpl(callUrl(apiBaseUrl, read.path), {
          method: read.method,
          headers: {
            ...headers,
            ...(read.body ? { 'Content-Type': 'application/json' } : {}),
          },
          body: read.body ? JSON.stringify(read.body) : undefined,
          signal,
        });
        const body: unknown = res.ok ? await res.json() : null;
        return parseEnvelope(body)?.code === SUCCESS_CODE ? body : null;
      }),
    );
    if (bodies.some((b) => b === null)) return null;
    return {
      language,
      answers: Object.fromEntries(reads.map((r, i) => [r.path, bodies[i]])),
    };
  } catch {
    return null; // the API down or slow: the document goes without the block
  }
}

/** The first banner's image address in a block, as the page at `page` will ask for it ('' without). */
export function bannerImageOf(
  block: FirstScreenBlock,
  config: Record<string, unknown>,
  page: { origin: string; hostname: string },
): string {
  const apiBaseUrl = typeof config.apiBaseUrl === 'string' ? config.apiBaseUrl : '';
  return apiBaseUrl ? firstBannerSrc(block.answers[ADVERTS_PATH], apiBaseUrl, page) : '';
}

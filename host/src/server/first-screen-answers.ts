/**
 * Guest answers of a route's first reads as the host's server asks them (src/server/registry-blocks.ts),
 * with the app's own rules for language, headers and envelopes, so the page can take them as its own
 * calls' answers (src/boot/early-start.ts); and the language a visitor's page will be drawn in.
 */
import {
  buildCommonHeaders,
  callUrl,
  CONFIG_DEFAULTS,
  parseEnvelope,
  pickLanguage,
  SUCCESS_CODE,
} from '@app/shared/boot';
import type { FirstRead } from '@app/shared/federation';
import type { GuestAnswers } from '../boot/served-route-start';

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
 * The language the page will get: the app's rule on the server's inputs, `?lang` included, and the
 * visitor's stored choice as its cookie mirrors it.
 */
export function guestLanguage(
  config: Record<string, unknown>,
  acceptLanguage?: string,
  queryLanguage: string | null = null,
  storedLanguage: string | null = null,
): string {
  return pickLanguage({
    query: queryLanguage,
    stored: storedLanguage,
    market: text(config.market, CONFIG_DEFAULTS.market),
    browserLanguages: acceptedLanguages(acceptLanguage),
  });
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
): Promise<GuestAnswers | null> {
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

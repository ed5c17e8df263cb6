/**
 * The sports page's early painter (issue 16; shared/src/federation/early-paint.ts). The match list
 * waits on a chain the route manifest cannot declare: the sportsbook token (the route's first read),
 * then the provider's lists asked with it. `follow` names those provider calls exactly as the page's
 * client will send them (shared/src/api/sportsbook/provider-call.ts: URL, body, token), so the early
 * script asks them as soon as the token has answered and the page takes their answers instead of
 * asking again; `paint` draws the page's first screen from them (early-paint-sports.ts, loaded as
 * `ready`). Built on its own into `early-paint.js` (no React, no zod).
 */
import {
  earlyPaintClosed,
  MATCH_LIST_PATH,
  matchListBody,
  MATCH_PAGE_SIZE,
  ON_SALE_LEAGUES_PATH,
  parseEnvelope,
  providerBodyExtras,
  providerCall,
  readStoredSession,
  readStoredSettings,
  readStoredSportsAddress,
  STATISTICS_PATH,
  SUCCESS_CODE,
  TOP_BULLETINS_PATH,
  type EarlyPaintInput,
  type EarlyReadContext,
  type FollowRead,
  type ProviderAddress,
} from '@app/shared/boot';
import { FIRST_LIST, listQuery } from '../features/matches/lib/list-query';
import { NARROW_QUERY } from '../features/matches/lib/narrow-query';
import { readFollowList } from '../features/matches/lib/stored-follows';
import type * as Kit from './early-paint-kit';
import { loadSportsWords } from './early-paint-words';
import type { paintSportsPage } from './early-paint-sports';

// the drawing (glyphs, rows: most of this painter's bytes) comes as a chunk of its own, asked now, and
// the words of the page's language as soon as the early script names it (`ready`): both load while
// the provider's calls travel, so `follow` is not held back by them. Loaded after the app has taken
// the page over (ahead of a tap on the Sports tab, for `follow`), the painter will not paint: neither
// is fetched.
const closed = earlyPaintClosed(document);
let draw: typeof paintSportsPage | null = null;
const drawing: Promise<unknown> = closed
  ? Promise.resolve()
  : import(/* webpackChunkName: "sports-paint" */ './early-paint-sports').then((module) => {
      draw = module.paintSportsPage;
    });

/** The painter's parts: the drawing and the first screen's words in the page's language. */
export function ready({ language }: Pick<EarlyReadContext, 'language'>): Promise<unknown> {
  return closed ? drawing : Promise.all([drawing, loadSportsWords(language)]);
}

/**
 * The helpers this painter's drawing shares with the sports routes (early-paint-kit.ts): the remote's
 * container takes them from here before its first chunk runs (build/early-paint-kit-plugin.cjs).
 */
export function kit(): Promise<typeof Kit> {
  return import(/* webpackChunkName: "sports-kit" */ './early-paint-kit');
}

/** The token read the `/sports` route declares first (its app-manifest; early-paint.test.tsx). */
export const TOKEN_PATH = '/api/game/sports/token';
/** The match list itself: `/sports/mybets` and the other sections are other pages. */
const LIST_PAGE = /^\/sports\/?$/i;

const httpAddress = (a: ProviderAddress | null) =>
  a && /^https?:\/\//i.test(a.apiServerAddress) ? a : null;

/** Where the provider is and the token to ask it with, from the token read's answer, or null. */
export function providerAddress(body: unknown): ProviderAddress | null {
  const envelope = parseEnvelope(body);
  const data = envelope?.code === SUCCESS_CODE ? envelope.data : null;
  if (!data || typeof data !== 'object') return null;
  const { token, apiServerAddress } = data as Record<string, unknown>;
  if (typeof token !== 'string' || typeof apiServerAddress !== 'string') return null;
  return httpAddress({ token, apiServerAddress });
}

/**
 * The address the page's client will use: the token it kept from an earlier visit (then the calls
 * start as soon as this painter has loaded), else the token read's answer (sportsbook-client.ts).
 */
function pageAddress(answers: EarlyReadContext['answers']): ProviderAddress | null {
  return httpAddress(readStoredSportsAddress()) ?? providerAddress(answers[TOKEN_PATH]);
}

/** The first screen's provider calls as the page asks them, or null when there is no list to paint. */
export function firstScreenCalls(context: EarlyReadContext) {
  if (!LIST_PAGE.test(context.pathname)) return null;
  const address = pageAddress(context.answers);
  if (!address) return null;
  const extras = providerBodyExtras({
    oddsChange: readStoredSettings().oddsChange,
    regCurrency: readStoredSession().regCurrency,
    market: context.market,
    language: context.language,
  });
  const { type, sportId, filter } = FIRST_LIST;
  const call = (path: string, body: object) => providerCall(address, path, body, extras);
  return {
    // as the page's first page (sportsbookListQueries.matchPages) and its filters, counts and notices ask
    list: call(
      MATCH_LIST_PATH,
      matchListBody({ ...listQuery(type, sportId, filter), current: 1, size: MATCH_PAGE_SIZE }),
    ),
    statistics: call(STATISTICS_PATH, {}),
    bulletins: call(TOP_BULLETINS_PATH, {}),
    leagues: call(ON_SALE_LEAGUES_PATH, { type, sportId }),
  };
}

export function follow(context: EarlyReadContext): FollowRead[] {
  const calls = firstScreenCalls(context);
  return calls ? Object.values(calls) : [];
}

export function paint(input: EarlyPaintInput): boolean {
  const calls = firstScreenCalls(input);
  if (!calls || !draw) return false;
  const { answers } = input;
  return draw({
    doc: input.slot.ownerDocument,
    slot: input.slot,
    language: input.language,
    apiBaseUrl: input.apiBaseUrl,
    narrow: typeof matchMedia === 'function' && matchMedia(NARROW_QUERY).matches,
    ...readStoredSettings(),
    follows: readFollowList(),
    list: answers[calls.list.url],
    statistics: answers[calls.statistics.url],
    bulletins: answers[calls.bulletins.url],
  });
}

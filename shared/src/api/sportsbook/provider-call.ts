/**
 * The sportsbook provider's calls as pure values (no zod, no stores): the client sends them
 * (sportsbook-client.ts), and the sports page's early painter starts the same ones from the early
 * script before the app's code has arrived — the client then takes those answers only when its call
 * is identical, so both must build them here.
 */
import { currencyFor, currencyId, MATCH_TYPE, toProviderLanguage } from '@app/shared/rules';
import { callUrl, type EarlyCall } from '@app/shared/client';

export interface MatchQuery {
  current?: number;
  size?: number;
  /** 0 by kick-off (the SPEC §3 default), 1 by league (research-sportsbook §1). */
  orderBy?: 0 | 1;
  type?: number;
  sportId?: number;
  leagueIds?: Array<number | string>;
  /** Only these matches (the rows on screen refreshing their odds). */
  matchIds?: Array<number | string>;
  beginTime?: number;
  endTime?: number;
}

export const MATCH_LIST_PATH = '/v1/match/getList';
export const STATISTICS_PATH = '/v1/match/statistical';
export const TOP_BULLETINS_PATH = '/v1/bulletin/listTop';
export const ON_SALE_LEAGUES_PATH = '/v1/match/getOnSaleLeagues';
/** SPEC §3 page size of the match list. */
export const MATCH_PAGE_SIZE = 50;

/** The body of a match list call: the SPEC §3 defaults under the query's own fields. */
export function matchListBody(query: MatchQuery = {}) {
  return {
    current: 1,
    size: MATCH_PAGE_SIZE,
    orderBy: 0,
    isPC: true,
    type: MATCH_TYPE.live,
    sportId: 1,
    oddsType: 1,
    ...query,
  };
}

/** Where and with which token the provider is asked (the token call's answer). */
export interface ProviderAddress {
  token: string;
  apiServerAddress: string;
}

export interface ProviderExtrasInput {
  oddsChange: number;
  /** The member's registered currency, when known. */
  regCurrency: string | null | undefined;
  market: string;
  language: string;
}

/** The fields SPEC §7 adds to every sportsbook POST body. */
export function providerBodyExtras(input: ProviderExtrasInput): {
  oddsChange: number;
  currencyId: number;
  languageType: string;
} {
  const region = input.market === 'china' ? 'cn' : input.market;
  return {
    oddsChange: input.oddsChange,
    currencyId: currencyId(currencyFor({ regCurrency: input.regCurrency, region })),
    languageType: toProviderLanguage(input.language),
  };
}

/** A POST to the provider: its URL, the body with the extras after the call's own fields, the token. */
export function providerCall(
  address: ProviderAddress,
  path: string,
  body: object,
  extras: ReturnType<typeof providerBodyExtras>,
): EarlyCall & { method: 'POST'; body: Record<string, unknown> } {
  return {
    method: 'POST',
    url: callUrl('', `${address.apiServerAddress}${path}`),
    body: { ...body, ...extras },
    headers: { Authorization: address.token },
  };
}

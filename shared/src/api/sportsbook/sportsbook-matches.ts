import * as z from 'zod/mini';
import {
  sportsMaintenanceFromStatistics,
  type SportsMaintenance,
  IdSchema,
  NullableNumber,
  NullableString,
  pageSchema,
  type PageQuery,
} from '@app/shared/rules';
import { MatchSchema, type Match, type MatchQuery } from './sportsbook';
import { callSportsbook } from './sportsbook-client';
import type { ReadOptions } from '@app/shared/client';
import { ON_SALE_LEAGUES_PATH, STATISTICS_PATH, TOP_BULLETINS_PATH } from './provider-call';
import { validateResponse } from '@app/shared/client';

/** SPEC §7 sportsbook provider: /v1/match/* beyond getList, and /v1/bulletin/*. */
const StatEntrySchema = z.looseObject({
  ty: z.number(),
  tc: NullableNumber,
  c: NullableNumber,
  ssl: z._default(z.array(z.looseObject({ sid: IdSchema, c: NullableNumber })), []),
});
export const StatisticsSchema = z.looseObject({ sl: z._default(z.array(StatEntrySchema), []) });
export type StatisticsEntry = z.infer<typeof StatEntrySchema>;

export const LeagueSchema = z.looseObject({
  id: IdSchema,
  na: z.string(),
  sid: NullableNumber,
  mt: NullableNumber,
  lurl: NullableString,
});
export type League = z.infer<typeof LeagueSchema>;

export const BulletinSchema = z.looseObject({
  id: z.optional(IdSchema),
  title: NullableString,
  content: NullableString,
  createTime: NullableNumber,
});
export type Bulletin = z.infer<typeof BulletinSchema>;

const MatchResultSchema = z.looseObject({
  ...MatchSchema.shape,
  results: z._default(z.array(z.looseObject({ pe: z.number() })), []),
});

/**
 * POST /v1/match/statistical. Code 8 (§8) means sports maintenance with the [start-end] window:
 * the list is then empty and `maintenance.on` is true.
 */
export async function getMatchStatistics(
  query: { leagueIds?: Array<number | string> } = {},
  options: ReadOptions = {},
): Promise<{ sl: StatisticsEntry[]; maintenance: SportsMaintenance }> {
  const res = await callSportsbook(STATISTICS_PATH, query, options);
  const maintenance = sportsMaintenanceFromStatistics(res);
  if (maintenance.on) return { sl: [], maintenance };
  return { sl: validateResponse(StatisticsSchema, res).sl, maintenance };
}

/** POST /v1/match/getOnSaleLeagues. */
export async function getOnSaleLeagues(
  query: MatchQuery = {},
  options: ReadOptions = {},
): Promise<League[]> {
  const data = await callSportsbook(ON_SALE_LEAGUES_PATH, query, options);
  return validateResponse(z.array(LeagueSchema), data);
}

/** POST /v1/match/getMatchDetail { matchId }. */
export async function getMatchDetail(
  matchId: number | string,
  options: ReadOptions = {},
): Promise<Match> {
  const body = { matchId } satisfies MatchIdBody;
  return validateResponse(
    MatchSchema,
    await callSportsbook('/v1/match/getMatchDetail', body, options),
  );
}

/** POST /v1/match/queryMatchByRecommend { keyword } (empty keyword: live picks). */
export async function queryMatchByRecommend(keyword = '', sportId?: number): Promise<Match[]> {
  const data = await callSportsbook('/v1/match/queryMatchByRecommend', {
    keyword,
    sportId,
  } satisfies RecommendBody);
  return validateResponse(z.array(MatchSchema), data);
}

/** POST /v1/match/matchCount. */
export async function getMatchCount(query: MatchQuery = {}): Promise<number> {
  const data = await callSportsbook('/v1/match/matchCount', query);
  return validateResponse(z.looseObject({ count: z.number() }), data).count;
}

export interface ResultQuery {
  sportId?: number;
  beginTime?: number;
  endTime?: number;
  leagueIds?: Array<number | string>;
  current?: number;
  size?: number;
}

/** The body of the calls that name one match (detail, result info). */
export interface MatchIdBody {
  matchId: number | string;
}

export interface RecommendBody {
  keyword: string;
  sportId?: number;
}

/** POST /v1/match/matchResultList. */
export async function listMatchResults(query: ResultQuery = {}): Promise<Match[]> {
  return validateResponse(
    z.array(MatchSchema),
    await callSportsbook('/v1/match/matchResultList', query),
  );
}

/** POST /v1/match/matchResultPage. */
export async function pageMatchResults(query: ResultQuery = {}, options: ReadOptions = {}) {
  const body = { current: 1, size: 20, ...query };
  return validateResponse(
    pageSchema(MatchSchema),
    await callSportsbook('/v1/match/matchResultPage', body, options),
  );
}

/** POST /v1/match/matchResultInfo { matchId }: the match with its period results. */
export async function getMatchResultInfo(matchId: number | string, options: ReadOptions = {}) {
  const body = { matchId } satisfies MatchIdBody;
  return validateResponse(
    MatchResultSchema,
    await callSportsbook('/v1/match/matchResultInfo', body, options),
  );
}

/** POST /v1/bulletin/listTop. */
export async function listTopBulletins(options: ReadOptions = {}): Promise<Bulletin[]> {
  const data = await callSportsbook(TOP_BULLETINS_PATH, {}, options);
  return validateResponse(z.array(BulletinSchema), data);
}

/** POST /v1/bulletin/listPage. */
export async function listBulletinPage(query: PageQuery = {}) {
  return validateResponse(
    pageSchema(BulletinSchema),
    await callSportsbook('/v1/bulletin/listPage', { current: 1, size: 20, ...query }),
  );
}

import * as z from 'zod/mini';
import { MATCH_TYPE } from '@app/shared/rules';
import { callSportsbook } from './sportsbook-client';
import { validateResponse } from '../core/validate';

const TeamSchema = z.looseObject({ na: z.string(), lurl: z.optional(z.nullable(z.string())) });
const OptionSchema = z.looseObject({ na: z.string(), od: z.number(), ty: z.optional(z.number()) });
const MarketSchema = z.looseObject({
  mty: z.number(),
  pe: z.number(),
  mks: z.optional(z.array(z.looseObject({ op: z.array(OptionSchema) }))),
});

export const MatchSchema = z.looseObject({
  id: z.union([z.number(), z.string()]),
  sid: z.number(),
  ms: z.number(),
  lg: z.looseObject({ id: z.union([z.number(), z.string()]), na: z.string() }),
  ts: z.optional(z.array(TeamSchema)),
  bt: z.optional(z.number()),
  mc: z.optional(z.looseObject({ pe: z.optional(z.number()), s: z.optional(z.number()) })),
  nsg: z.optional(z.array(z.unknown())),
  mg: z.optional(z.array(MarketSchema)),
  liveUrl: z.optional(z.nullable(z.string())),
  fbId: z.optional(z.nullable(z.union([z.number(), z.string()]))),
});
export type Match = z.infer<typeof MatchSchema>;

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

const MatchPageSchema = z.object({
  records: z._default(z.array(MatchSchema), []),
  total: z.optional(z.number()),
});

/** POST /v1/match/getList with the SPEC §3 defaults. */
export async function getMatchList(
  query: MatchQuery = {},
): Promise<{ records: Match[]; total: number }> {
  const data = await callSportsbook('/v1/match/getList', {
    current: 1,
    size: 50,
    orderBy: 0,
    isPC: true,
    type: MATCH_TYPE.live,
    sportId: 1,
    oddsType: 1,
    ...query,
  });
  const page = validateResponse(MatchPageSchema, data);
  return { records: page.records, total: page.total ?? page.records.length };
}

import * as z from 'zod/mini';
import { callSportsbook } from './sportsbook-client';
import { MATCH_LIST_PATH, matchListBody, type MatchQuery } from './provider-call';

export type { MatchQuery };
import { validateResponse, type ReadOptions } from '@app/shared/client';

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

const MatchPageSchema = z.object({
  records: z._default(z.array(MatchSchema), []),
  total: z.optional(z.number()),
});

/** POST /v1/match/getList with the SPEC §3 defaults. */
export async function getMatchList(
  query: MatchQuery = {},
  options: ReadOptions = {},
): Promise<{ records: Match[]; total: number }> {
  const data = await callSportsbook(MATCH_LIST_PATH, matchListBody(query), options);
  const page = validateResponse(MatchPageSchema, data);
  return { records: page.records, total: page.total ?? page.records.length };
}

import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import {
  ACTIVITY,
  getActivityBetTotal,
  getCashbackDetail,
  getMemberRanking,
  getTouristsRanking,
  isNewMemberGiftPackOpen,
  listActivityRecord,
} from './promotion-activity';
import { POLL, getData, type ReadOptions } from '@app/shared/client';
import { ActivityRulesSchema, getActivityEligibility, listActivitySeasons } from './activity-rules';
import {
  getMatchAwardConfig,
  getMatchTemplateDetail,
  getTurntableDetail,
  getTurntableUserNum,
  listTurntableRecord,
  queryCheerRecord,
} from './turntable';

/** One activity the server runs (`activity/list`): its `type` picks the page's mechanic. */
export const ServerActivitySchema = z.looseObject({
  id: z.number(),
  key: z.optional(z.nullable(z.string())),
  type: z.string(),
  name: z.optional(z.nullable(z.string())),
  bonus: z.optional(z.nullable(z.number())),
  status: z.optional(z.number()),
  /** Its other pages' keys (the Vietnamese variants). */
  aliases: z.optional(z.array(z.string())),
  rules: z.optional(z.nullable(ActivityRulesSchema)),
});
export type ServerActivity = z.infer<typeof ServerActivitySchema>;

/** GET activity/list (public). */
export function listActivities(options: ReadOptions = {}): Promise<ServerActivity[]> {
  return getData(z.array(ServerActivitySchema), `${ACTIVITY}/list`, undefined, options);
}

type Id = number | string;

/**
 * Query factories of the promotions (SPEC §7 Promotion). Owned by remote-activities. Personal data
 * is keyed by the user name, so another member never sees the previous one's cache.
 */
export const promotionQueries = {
  /** SPEC §3 new-member gift pack of the current visitor (status 1 = open). */
  giftPack: (userKey: string) =>
    queryOptions({
      queryKey: ['promotion', 'gift-pack', userKey] as const,
      queryFn: ({ signal }) => isNewMemberGiftPackOpen({ signal }),
      retry: false,
    }),
  activities: () =>
    queryOptions({
      queryKey: ['promotion', 'activities'] as const,
      queryFn: ({ signal }) => listActivities({ signal }),
      staleTime: 60_000,
    }),
  /** Whether this member may claim the activity now, and if not why (issue 53 #4). */
  eligibility: (user: string, activityId: Id) =>
    queryOptions({
      queryKey: ['promotion', 'eligibility', user, String(activityId)] as const,
      queryFn: ({ signal }) => getActivityEligibility(activityId, { signal, quiet: true }),
      retry: false,
    }),
  /** The seasonal activities' windows (issue 53 #5). */
  seasons: () =>
    queryOptions({
      queryKey: ['promotion', 'seasons'] as const,
      queryFn: ({ signal }) => listActivitySeasons({ signal, quiet: true }),
      staleTime: 60_000,
    }),
  record: (user: string, activityId: Id) =>
    queryOptions({
      queryKey: ['promotion', 'record', user, String(activityId)] as const,
      queryFn: ({ signal }) => listActivityRecord(activityId, { signal }),
    }),
  betTotal: (user: string, activityId: Id) =>
    queryOptions({
      queryKey: ['promotion', 'bet-total', user, String(activityId)] as const,
      queryFn: ({ signal }) => getActivityBetTotal(activityId, { signal }),
    }),
  cashback: (user: string) =>
    queryOptions({
      queryKey: ['promotion', 'cashback', user] as const,
      queryFn: ({ signal }) => getCashbackDetail({ signal }),
    }),
  /** Members get the board with their own rank; guests (user null) the tourists' board. */
  ranking: (user: string | null) =>
    queryOptions({
      queryKey: ['promotion', 'ranking', user ?? ''] as const,
      queryFn: ({ signal }) =>
        user ? getMemberRanking({ signal }) : getTouristsRanking({ signal }),
      staleTime: 30_000,
    }),
  /** The fixtures, kept as fresh as the live scores while one of them is being played. */
  matchTemplate: () =>
    queryOptions({
      queryKey: ['promotion', 'match-template'] as const,
      queryFn: ({ signal }) => getMatchTemplateDetail({ signal }),
      staleTime: 30_000,
      refetchInterval: (query) =>
        query.state.data?.matches.some((m) => m.phase === 'live') ? POLL.liveOdds : false,
    }),
  matchAwards: () =>
    queryOptions({
      queryKey: ['promotion', 'match-awards'] as const,
      queryFn: ({ signal }) => getMatchAwardConfig({ signal }),
      staleTime: 300_000,
    }),
  cheerRecord: (user: string) =>
    queryOptions({
      queryKey: ['promotion', 'cheer-record', user] as const,
      queryFn: ({ signal }) => queryCheerRecord({ signal }),
    }),
  turntable: () =>
    queryOptions({
      queryKey: ['promotion', 'turntable'] as const,
      queryFn: ({ signal }) => getTurntableDetail({ signal }),
      staleTime: 300_000,
    }),
  turntableNum: (user: string) =>
    queryOptions({
      queryKey: ['promotion', 'turntable-num', user] as const,
      queryFn: ({ signal }) => getTurntableUserNum({ signal }),
    }),
  turntableWinners: () =>
    queryOptions({
      queryKey: ['promotion', 'turntable-winners'] as const,
      queryFn: ({ signal }) => listTurntableRecord({ signal }),
    }),
};

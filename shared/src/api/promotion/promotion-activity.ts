import * as z from 'zod/mini';
import {
  getData,
  postData,
  withIdempotencyKey,
  type ActionOptions,
  type ReadOptions,
} from '@app/shared/client';
import { AdvertSchema, type Advert } from './promotion';
import {
  AnySchema,
  IdSchema,
  NullableNumber,
  NullableString,
  RecordListSchema,
} from '@app/shared/rules';

/** SPEC §7 promotion activities: click, sign-up, claim, gift pack, records, cashback, rankings. */
export const ACTIVITY = '/api/promotion/activity';

/** SPEC §3 gift pack (status 1 = open). */
export const GiftPackSchema = z.looseObject({
  id: IdSchema,
  name: NullableString,
  status: z.number(),
  amount: NullableNumber,
});
export type GiftPack = z.infer<typeof GiftPackSchema>;

export const ClaimSchema = z.looseObject({ amount: z.number(), balance: NullableNumber });
export type Claim = z.infer<typeof ClaimSchema>;

/** One target of a progress activity: the measure to reach and the reward it unlocks. */
export const ProgressTierSchema = z.looseObject({ target: z.number(), reward: z.number() });
export type ProgressTier = z.infer<typeof ProgressTierSchema>;

/**
 * SPEC §7 activity/bet/total. The sandbox also says what the activity counts (`measure`: recorded
 * deposits or settled turnover) and its tier table; both are optional, as older servers omit them.
 */
export const BetTotalSchema = z.looseObject({
  betTotal: z.number(),
  betCount: NullableNumber,
  measure: z.optional(z.nullable(z.enum(['deposit', 'turnover']))),
  tiers: z.optional(z.array(ProgressTierSchema)),
});
export type BetTotal = z.infer<typeof BetTotalSchema>;

export const CashbackSchema = z.looseObject({
  activityId: z.optional(IdSchema),
  rate: NullableNumber,
  betAmount: NullableNumber,
  cashback: z.number(),
  claimable: z.optional(z.boolean()),
});

const RankEntrySchema = z.looseObject({
  rank: z.number(),
  userName: z.string(),
  amount: z.number(),
});
export const RankingSchema = z.looseObject({
  list: z._default(z.array(RankEntrySchema), []),
  mine: z.optional(z.nullable(RankEntrySchema)),
});
export type Ranking = z.infer<typeof RankingSchema>;

type ActivityId = number | string;
/** The body of the activity calls that name one activity (click, sign-up, claim). */
export interface ActivityBody {
  activityId: ActivityId;
}

/** GET /api/promotion/advertise/list/type (type, optional tenantId). */
export function listAdvertsByType(
  type: number | string,
  tenantId?: string,
  options: ReadOptions = {},
): Promise<Advert[]> {
  const url = '/api/promotion/advertise/list/type';
  return getData(z.array(AdvertSchema), url, { type, tenantId }, options);
}

/** POST activity/click (analytics; errors silenced). */
export async function clickActivity(activityId: ActivityId): Promise<void> {
  await postData(AnySchema, `${ACTIVITY}/click`, { activityId } satisfies ActivityBody, {
    noNeedResponseMsg: true,
  });
}

/** POST activity/saveActivitySignUp. */
export async function saveActivitySignUp(activityId: ActivityId): Promise<void> {
  await postData(AnySchema, `${ACTIVITY}/saveActivitySignUp`, {
    activityId,
  } satisfies ActivityBody);
}

/** POST activity/claim with an Idempotency-Key (R8): re-submit the same claim with the same key. */
export function claimActivity(
  activityId: ActivityId,
  opts?: string | ActionOptions,
): Promise<Claim> {
  const body = { activityId } satisfies ActivityBody;
  return postData(ClaimSchema, `${ACTIVITY}/claim`, body, withIdempotencyKey(opts));
}

/** POST activity/newMemberGiftPack/isOpen: the gift pack (status 1 = open, §2). */
export function isNewMemberGiftPackOpen(options: ReadOptions = {}): Promise<GiftPack> {
  return postData(
    GiftPackSchema,
    `${ACTIVITY}/newMemberGiftPack/isOpen`,
    {},
    { noNeedResponseMsg: true, ...options },
  );
}

/** GET activity/record?activityId=. */
export function listActivityRecord(activityId: ActivityId, options: ReadOptions = {}) {
  return getData(RecordListSchema, `${ACTIVITY}/record`, { activityId }, options);
}

/** GET activity/bet/total?activityId=. */
export function getActivityBetTotal(activityId: ActivityId, options: ReadOptions = {}) {
  return getData(BetTotalSchema, `${ACTIVITY}/bet/total`, { activityId }, options);
}

/** GET /api/promotion/cashback/client/detail. */
export function getCashbackDetail(options: ReadOptions = {}) {
  return getData(CashbackSchema, '/api/promotion/cashback/client/detail', undefined, options);
}

/** GET /api/promotion/ranking/memberRanking (logged in: with the caller's rank). */
export function getMemberRanking(options: ReadOptions = {}): Promise<Ranking> {
  return getData(RankingSchema, '/api/promotion/ranking/memberRanking', undefined, options);
}

/** GET /api/promotion/ranking/touristsRanking (visitors). */
export function getTouristsRanking(options: ReadOptions = {}): Promise<Ranking> {
  return getData(RankingSchema, '/api/promotion/ranking/touristsRanking', undefined, options);
}

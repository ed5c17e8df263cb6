import * as z from 'zod/mini';
import { getData, postData, withIdempotencyKey, type ActionOptions } from '@app/shared/client';
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
export function listAdvertsByType(type: number | string, tenantId?: string): Promise<Advert[]> {
  return getData(z.array(AdvertSchema), '/api/promotion/advertise/list/type', { type, tenantId });
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
export function isNewMemberGiftPackOpen(): Promise<GiftPack> {
  return postData(
    GiftPackSchema,
    `${ACTIVITY}/newMemberGiftPack/isOpen`,
    {},
    {
      noNeedResponseMsg: true,
    },
  );
}

/** GET activity/record?activityId=. */
export function listActivityRecord(activityId: ActivityId) {
  return getData(RecordListSchema, `${ACTIVITY}/record`, { activityId });
}

/** GET activity/bet/total?activityId=. */
export function getActivityBetTotal(activityId: ActivityId) {
  return getData(BetTotalSchema, `${ACTIVITY}/bet/total`, { activityId });
}

/** GET /api/promotion/cashback/client/detail. */
export function getCashbackDetail() {
  return getData(CashbackSchema, '/api/promotion/cashback/client/detail');
}

/** GET /api/promotion/ranking/memberRanking (logged in: with the caller's rank). */
export function getMemberRanking(): Promise<Ranking> {
  return getData(RankingSchema, '/api/promotion/ranking/memberRanking');
}

/** GET /api/promotion/ranking/touristsRanking (visitors). */
export function getTouristsRanking(): Promise<Ranking> {
  return getData(RankingSchema, '/api/promotion/ranking/touristsRanking');
}

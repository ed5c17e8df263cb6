import * as z from 'zod/mini';
import {
  getData,
  postData,
  withIdempotencyKey,
  type ActionOptions,
  type ReadOptions,
} from '@app/shared/client';
import { NullableNumber, NullableString, RecordListSchema } from '@app/shared/rules';

/** SPEC §7 invite programme (/api/member/invite/*). */
const I = '/api/member/invite';

export const InviteInfoSchema = z.looseObject({
  inviteCode: NullableString,
  inviteCount: NullableNumber,
  totalAward: NullableNumber,
  drawnAward: NullableNumber,
  availableAward: NullableNumber,
  invitees: z.optional(z.array(z.looseObject({ userName: z.string() }))),
});
export type InviteInfo = z.infer<typeof InviteInfoSchema>;

export const ReferralCodeSchema = z.looseObject({ inviteCode: z.string(), link: NullableString });
export const InviteAwardTotalSchema = z.looseObject({
  totalAward: z.number(),
  drawnAward: NullableNumber,
});
export const DrawAwardSchema = z.looseObject({ amount: z.number(), balance: NullableNumber });

/** POST drawAward: pays the available invite award, with an Idempotency-Key (R8: a claim). */
export function drawInviteAward(opts?: string | ActionOptions) {
  return postData(DrawAwardSchema, `${I}/drawAward`, {}, withIdempotencyKey(opts));
}

/** GET generateReferralCode. */
export function generateReferralCode(options: ReadOptions = {}) {
  return getData(ReferralCodeSchema, `${I}/generateReferralCode`, undefined, options);
}

/** GET queryInviteInfo. */
export function queryInviteInfo(options: ReadOptions = {}): Promise<InviteInfo> {
  return getData(InviteInfoSchema, `${I}/queryInviteInfo`, undefined, options);
}

/** GET queryInviteInfoTotalAward. */
export function queryInviteTotalAward(options: ReadOptions = {}) {
  return getData(InviteAwardTotalSchema, `${I}/queryInviteInfoTotalAward`, undefined, options);
}

/** GET queryHorseRing: the scrolling winners banner. */
export function queryHorseRing(options: ReadOptions = {}) {
  return getData(RecordListSchema, `${I}/queryHorseRing`, undefined, options);
}

/** GET queryInviteBetConfig. */
export function queryInviteBetConfig(options: ReadOptions = {}) {
  return getData(RecordListSchema, `${I}/queryInviteBetConfig`, undefined, options);
}

/** GET queryInviteDepConfig. */
export function queryInviteDepConfig(options: ReadOptions = {}) {
  return getData(RecordListSchema, `${I}/queryInviteDepConfig`, undefined, options);
}

/** GET queryInviteVipConfig. */
export function queryInviteVipConfig(options: ReadOptions = {}) {
  return getData(RecordListSchema, `${I}/queryInviteVipConfig`, undefined, options);
}

/** GET queryInviteBetAwardList. */
export function queryInviteBetAwardList(options: ReadOptions = {}) {
  return getData(RecordListSchema, `${I}/queryInviteBetAwardList`, undefined, options);
}

/** GET queryInviteDepAward. */
export function queryInviteDepAward(options: ReadOptions = {}) {
  return getData(RecordListSchema, `${I}/queryInviteDepAward`, undefined, options);
}

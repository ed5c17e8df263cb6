import * as z from 'zod/mini';
import { getData, postData, withIdempotencyKey, type ActionOptions } from '@app/shared/client';
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
export function generateReferralCode() {
  return getData(ReferralCodeSchema, `${I}/generateReferralCode`);
}

/** GET queryInviteInfo. */
export function queryInviteInfo(): Promise<InviteInfo> {
  return getData(InviteInfoSchema, `${I}/queryInviteInfo`);
}

/** GET queryInviteInfoTotalAward. */
export function queryInviteTotalAward() {
  return getData(InviteAwardTotalSchema, `${I}/queryInviteInfoTotalAward`);
}

/** GET queryHorseRing: the scrolling winners banner. */
export function queryHorseRing() {
  return getData(RecordListSchema, `${I}/queryHorseRing`);
}

/** GET queryInviteBetConfig. */
export function queryInviteBetConfig() {
  return getData(RecordListSchema, `${I}/queryInviteBetConfig`);
}

/** GET queryInviteDepConfig. */
export function queryInviteDepConfig() {
  return getData(RecordListSchema, `${I}/queryInviteDepConfig`);
}

/** GET queryInviteVipConfig. */
export function queryInviteVipConfig() {
  return getData(RecordListSchema, `${I}/queryInviteVipConfig`);
}

/** GET queryInviteBetAwardList. */
export function queryInviteBetAwardList() {
  return getData(RecordListSchema, `${I}/queryInviteBetAwardList`);
}

/** GET queryInviteDepAward. */
export function queryInviteDepAward() {
  return getData(RecordListSchema, `${I}/queryInviteDepAward`);
}

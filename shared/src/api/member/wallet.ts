import * as z from 'zod/mini';
import { AnySchema, NullableNumber, NullableString } from '@app/shared/rules';
import { getData, postData, type ActionOptions, type ReadOptions } from '@app/shared/client';

/** SPEC §7 wallet and member, VIP pages. */
export const CollectSchema = z.looseObject({ balance: z.number(), collected: NullableNumber });

export const VipInfoSchema = z.looseObject({
  vipLevel: z.number(),
  nextLevel: NullableNumber,
  progress: NullableNumber,
  levels: z.optional(z.array(z.looseObject({ level: z.number() }))),
});
export type VipInfo = z.infer<typeof VipInfoSchema>;

export const VipPhoneBackSchema = z.looseObject({
  managerName: NullableString,
  managerPhone: NullableString,
  workingHours: NullableString,
  records: z.optional(z.array(z.looseObject({}))),
});

/** POST /api/game/fund/collect: brings game wallets back. §8: errors are ignored (null). */
export function collectGameFund(): Promise<z.infer<typeof CollectSchema> | null> {
  return postData(CollectSchema, '/api/game/fund/collect', {}, { noNeedResponseMsg: true }).catch(
    () => null,
  );
}

/** GET /api/member/refreshIdentityCode. */
export async function refreshIdentityCode(): Promise<string> {
  const data = await getData(
    z.looseObject({ identityCode: z.string() }),
    '/api/member/refreshIdentityCode',
  );
  return data.identityCode;
}

/** POST /api/member/customervip/vipFont: VIP level, progress and the level table. */
export function getVipInfo(options: ReadOptions = {}): Promise<VipInfo> {
  return postData(VipInfoSchema, '/api/member/customervip/vipFont', {}, options);
}

/** POST /api/operation/vipphoneback/dailFont: the VIP manager and the call-back requests. */
export function vipPhoneBackDial(options: ReadOptions = {}) {
  return postData(VipPhoneBackSchema, '/api/operation/vipphoneback/dailFont', {}, options);
}

/** Body of POST /api/operation/vipphoneback/add. */
export interface VipPhoneBackBody {
  mobile: string;
  remark?: string;
}

/** POST /api/operation/vipphoneback/add: asks the VIP manager to call back. */
export async function addVipPhoneBack(
  mobile: string,
  remark?: string,
  opts: ActionOptions = {},
): Promise<void> {
  const body: VipPhoneBackBody = remark ? { mobile, remark } : { mobile };
  await postData(AnySchema, '/api/operation/vipphoneback/add', body, opts);
}

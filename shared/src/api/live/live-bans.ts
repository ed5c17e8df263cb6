import * as z from 'zod/mini';
import {
  AnySchema,
  IdSchema,
  NullableNumber,
  NullableString,
  pageSchema,
  type PageQuery,
} from '@app/shared/rules';
import { postData, putData, type ReadOptions } from '@app/shared/client';

/** SPEC §6/§7: anchors ban and unban chat users. */
export const BanLogSchema = z.looseObject({
  id: IdSchema,
  userId: z.optional(IdSchema),
  userName: z.string(),
  nickName: NullableString,
  streamId: z.optional(z.nullable(IdSchema)),
  reason: NullableString,
  banType: NullableNumber,
  status: z.number(),
  until: NullableNumber,
});
export type BanLog = z.infer<typeof BanLogSchema>;

export const BanInfoSchema = z.looseObject({
  banned: z.boolean(),
  id: z.optional(z.nullable(IdSchema)),
  until: NullableNumber,
  reason: NullableString,
});
export type BanInfo = z.infer<typeof BanInfoSchema>;

export interface SaveBanInput {
  userId?: number | string;
  userName?: string;
  streamId?: number | string;
  minutes?: number;
  reason?: string;
  banType?: number;
}

/** The body of POST /api/user/banLog/list (the sandbox reads the same fields). */
export type BanLogQuery = PageQuery & { userName?: string; status?: number };

/** POST /api/user/banLog/list. */
export function listBanLogs(query: BanLogQuery = {}, options: ReadOptions = {}) {
  return postData(pageSchema(BanLogSchema), '/api/user/banLog/list', query, options);
}

/** POST /api/user/banLog/save. */
export function saveBanLog(input: SaveBanInput) {
  return postData(z.looseObject({ id: IdSchema }), '/api/user/banLog/save', input);
}

export interface BatchUntieBody {
  ids: Array<number | string>;
}

/** POST /api/user/banLog/batchUntie: lifts several bans. */
export function batchUntieBans(ids: Array<number | string>) {
  const body: BatchUntieBody = { ids };
  return postData(z.looseObject({ updated: z.number() }), '/api/user/banLog/batchUntie', body);
}

export interface BanInfoBody {
  streamId?: number | string;
  /** Another user's ban: asked by the anchor of the room `streamId` (or a super admin). */
  userName?: string;
}

/** POST /api/user/banLog/banInfo: the caller's active ban, or a chatter's in the asker's room. */
export function getBanInfo(streamId?: number | string, userName?: string): Promise<BanInfo> {
  const body: BanInfoBody = userName === undefined ? { streamId } : { streamId, userName };
  return postData(BanInfoSchema, '/api/user/banLog/banInfo', body);
}

export interface UpdateBanBody {
  id: number | string;
  minutes?: number;
  status?: number;
  reason?: string;
}

/** PUT /api/user/banLog/update (super admin). */
export async function updateBanLog(input: UpdateBanBody): Promise<void> {
  await putData(AnySchema, '/api/user/banLog/update', input);
}

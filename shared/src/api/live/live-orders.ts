import * as z from 'zod/mini';
import { newIdempotencyKey, postData, type ReadOptions } from '@app/shared/client';
import { IdSchema, NullableNumber, pageSchema, type PageQuery } from '@app/shared/rules';

/** SPEC §7 live: anchor tips (push orders), followed bets and paid content. */
export const PushOrderSchema = z.looseObject({
  id: IdSchema,
  anchorId: z.optional(IdSchema),
  streamId: z.optional(z.nullable(IdSchema)),
  kind: z.optional(z.string()),
  isFee: NullableNumber,
  fee: NullableNumber,
  locked: z.optional(z.boolean()),
  content: z.optional(z.unknown()),
});
export type PushOrder = z.infer<typeof PushOrderSchema>;

export const FollowOrderSchema = z.looseObject({
  id: IdSchema,
  stake: NullableNumber,
  pushOrderId: z.optional(z.nullable(IdSchema)),
});

const CreatedSchema = z.looseObject({ id: IdSchema });

export const FeeStatusSchema = z.looseObject({
  isFee: z.number(),
  fee: z.optional(z.number()),
  paid: z.optional(z.boolean()),
});
export type FeeStatus = z.infer<typeof FeeStatusSchema>;

export const FeePaidSchema = z.looseObject({ paid: z.boolean(), balance: NullableNumber });

/** A stream or a push order whose content may be paid. */
export type FeeTarget = { streamId: number | string } | { pushOrderId: number | string };

export interface PushOrderBody {
  content: unknown;
  streamId?: number | string;
  kind?: string;
  fee?: number;
}

/** POST /api/live/push/order/save. */
export function savePushOrder(input: PushOrderBody) {
  return postData(CreatedSchema, '/api/live/push/order/save', input);
}

export type PushOrderQuery = PageQuery & { streamId?: number | string; anchorId?: number | string };

/** POST /api/live/push/order/list (by stream or anchor). */
export function listPushOrders(query: PushOrderQuery = {}, options: ReadOptions = {}) {
  return postData(pageSchema(PushOrderSchema), '/api/live/push/order/list', query, options);
}

/** POST /api/live/push/order/list2: the anchor's own push orders. */
export function listMyPushOrders(query: PageQuery = {}) {
  return postData(pageSchema(PushOrderSchema), '/api/live/push/order/list2', query);
}

export interface FollowOrderBody {
  pushOrderId: number | string;
  stake?: number;
  orderId?: string;
}

/** POST /api/live/follow/order/save: records a bet that follows a tip. */
export function saveFollowOrder(input: FollowOrderBody) {
  return postData(CreatedSchema, '/api/live/follow/order/save', input);
}

/** POST /api/live/follow/order/list. */
export function listFollowOrders(query: PageQuery = {}) {
  return postData(pageSchema(FollowOrderSchema), '/api/live/follow/order/list', query);
}

/** POST /api/live/relation/isFee: whether the content is paid and whether the caller has paid. */
export function isRelationFee(target: FeeTarget): Promise<FeeStatus> {
  return postData(FeeStatusSchema, '/api/live/relation/isFee', target);
}

/** POST /api/live/relation/fee: pays for the content, with an Idempotency-Key (R8). */
export function payRelationFee(target: FeeTarget, idempotencyKey = newIdempotencyKey()) {
  return postData(FeePaidSchema, '/api/live/relation/fee', target, { idempotencyKey });
}

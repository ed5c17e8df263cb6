import * as z from 'zod/mini';
import { newIdempotencyKey, postData, type ReadOptions } from '@app/shared/client';
import { IdSchema, NullableString, pageSchema, type PageQuery } from '@app/shared/rules';

/** SPEC §7 live gifts. */
export const GiftSchema = z.looseObject({
  id: IdSchema,
  name: z.string(),
  price: z.number(),
  icon: NullableString,
  animation: NullableString,
});
export type Gift = z.infer<typeof GiftSchema>;

export const GiftProfitSchema = z.looseObject({
  id: IdSchema,
  giftName: NullableString,
  count: z.optional(z.number()),
  amount: z.number(),
  income: z.optional(z.number()),
  userName: NullableString,
});
export type GiftProfit = z.infer<typeof GiftProfitSchema>;

export const GiftSumSchema = z.looseObject({
  totalAmount: z.number(),
  totalIncome: z.optional(z.number()),
  todayIncome: z.optional(z.number()),
  count: z.optional(z.number()),
});

export const GiftSentSchema = z.looseObject({ balance: z.number(), amount: z.number() });
export type GiftSent = z.infer<typeof GiftSentSchema>;

export interface SendGiftInput {
  streamId: number | string;
  giftId: number | string;
  count?: number;
  /** R8: one key per user action; pass the same key when the user re-submits the same send. */
  idempotencyKey?: string;
}

/** POST /api/live/gift/list. */
export function listGifts(options: ReadOptions = {}): Promise<Gift[]> {
  return postData(z.array(GiftSchema), '/api/live/gift/list', {}, options);
}

/** POST /api/live/gift/profit/save: sends a gift, with an Idempotency-Key (R8). */
export function sendGift(input: SendGiftInput): Promise<GiftSent> {
  const { idempotencyKey = newIdempotencyKey(), ...body } = input;
  return postData(
    GiftSentSchema,
    '/api/live/gift/profit/save',
    { count: 1, ...body },
    {
      idempotencyKey,
    },
  );
}

export type GiftProfitQuery = PageQuery & { anchorId?: number | string };

/** POST /api/live/gift/profit/list: the anchor's gift income. */
export function listGiftProfit(query: GiftProfitQuery = {}, options: ReadOptions = {}) {
  return postData(pageSchema(GiftProfitSchema), '/api/live/gift/profit/list', query, options);
}

/** POST /api/live/gift/profit/sum. */
export function sumGiftProfit(options: ReadOptions = {}) {
  return postData(GiftSumSchema, '/api/live/gift/profit/sum', {}, options);
}

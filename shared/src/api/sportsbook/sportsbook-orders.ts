import * as z from 'zod/mini';
import {
  IDEMPOTENCY_HEADER,
  newIdempotencyKey,
  validateResponse,
  type ReadOptions,
} from '@app/shared/client';
import {
  IdSchema,
  NullableNumber,
  pageSchema,
  RecordSchema,
  type PageQuery,
} from '@app/shared/rules';
import { callSportsbook, sportsHttp } from '@app/shared/api/sportsbook-lists';

/** SPEC §7 sportsbook provider /v1/order/*. Bets carry an Idempotency-Key (R8). */
const KEY_FIELD = '__idempotencyKey';

// Moves the key of a bet body into the header before the provider call (also on the 14010 retry).
sportsHttp.interceptors.request.use((cfg) => {
  const data = cfg.data as Record<string, unknown> | undefined;
  if (data && typeof data === 'object' && typeof data[KEY_FIELD] === 'string') {
    const { [KEY_FIELD]: key, ...rest } = data;
    cfg.data = rest;
    cfg.headers[IDEMPOTENCY_HEADER] = key as string;
  }
  return cfg;
});

export const OrderSchema = z.looseObject({
  id: IdSchema,
  status: z.number(),
  stake: NullableNumber,
  odds: NullableNumber,
  maxWin: NullableNumber,
  payout: NullableNumber,
  cashOutStatus: NullableNumber,
  legs: z._default(z.array(z.looseObject({ matchId: IdSchema })), []),
});
export type Order = z.infer<typeof OrderSchema>;

export const BetResultSchema = z.looseObject({
  marketId: z.optional(IdSchema),
  orderId: z.optional(IdSchema),
  status: z.number(),
  odds: NullableNumber,
  rejectCode: NullableNumber,
});
export type BetResult = z.infer<typeof BetResultSchema>;

export const CashOutPriceSchema = z.looseObject({
  orderId: IdSchema,
  price: z.number(),
  cashOutStatus: NullableNumber,
});

export interface SingleBet {
  matchId: number | string;
  marketId: number | string;
  optionType: number | string;
  odds: number;
  unitStake: number;
}

/** One selection of a slip quote (the provider names the option `type` here). */
export interface JumpLineLeg {
  matchId: number | string;
  marketId: number | string;
  type: number | string;
  oddsType: number;
}
export interface JumpLineBody {
  betMatchMarketList: JumpLineLeg[];
  isSelectSeries: boolean;
}
export interface SinglePassBody {
  singleBetList: SingleBet[];
}
/** One leg of a parlay. */
export interface BetOption {
  matchId: number | string;
  marketId: number | string;
  optionType: number | string;
  odds: number;
  oddsFormat?: number;
}
/** One N串M option of a parlay: `itemCount` bets of `unitStake` (research-sportsbook §1.2). */
export interface SeriesBet {
  seriesValue: number;
  itemCount: number;
  unitStake: number;
  oddsChange?: number;
}
export interface MultipleBody {
  betOptionList: BetOption[];
  betMultipleData: SeriesBet[];
}
export interface OrderIdsBody {
  orderIds: Array<number | string>;
}
export interface BetListQuery extends PageQuery {
  isSettled?: boolean;
}
export interface CashOutBody {
  orderId: number | string;
  cashOutPrice: number;
}

async function post<S extends z.ZodMiniType>(
  schema: S,
  path: string,
  body: object = {},
  options: ReadOptions = {},
) {
  return validateResponse(schema, await callSportsbook(path, body, options));
}

const keyed = (body: object, key: string) => ({ ...body, [KEY_FIELD]: key });

/**
 * POST batchBetMatchMarketOfJumpLine: current odds of a bet slip's selections (`bms`) and, with
 * `isSelectSeries`, its parlay options (`sos`, research-sportsbook §1.1).
 */
export function batchBetMatchMarket(
  betMatchMarketList: JumpLineLeg[],
  isSelectSeries = false,
  options: ReadOptions = {},
) {
  const body: JumpLineBody = { betMatchMarketList, isSelectSeries };
  return post(RecordSchema, '/v1/order/batchBetMatchMarketOfJumpLine', body, options);
}

/** POST bet/singlePass: single bets (one Idempotency-Key per slip submission). */
export function betSinglePass(singleBetList: SingleBet[], idempotencyKey = newIdempotencyKey()) {
  const body = keyed({ singleBetList } satisfies SinglePassBody, idempotencyKey);
  return post(z.array(BetResultSchema), '/v1/order/bet/singlePass', body);
}

/** POST betMultiple: parlays. */
export function betMultiple(input: MultipleBody, idempotencyKey = newIdempotencyKey()) {
  return post(z.array(BetResultSchema), '/v1/order/betMultiple', keyed(input, idempotencyKey));
}

/** POST getStakeOrderStatus { orderIds }. */
export function getStakeOrderStatus(orderIds: Array<number | string>) {
  const schema = z.array(z.looseObject({ id: IdSchema, status: z.number() }));
  return post(schema, '/v1/order/getStakeOrderStatus', { orderIds } satisfies OrderIdsBody);
}

/** POST new/bet/list { isSettled, current, size }. */
export function listBets(query: BetListQuery = {}, options: ReadOptions = {}) {
  const body = { isSettled: false, current: 1, size: 20, ...query };
  return post(pageSchema(OrderSchema), '/v1/order/new/bet/list', body, options);
}

/** POST cashOut/price { orderIds }. */
export function getCashOutPrice(orderIds: Array<number | string>, options: ReadOptions = {}) {
  const body = { orderIds } satisfies OrderIdsBody;
  return post(z.array(CashOutPriceSchema), '/v1/order/cashOut/price', body, options);
}

/** POST cashOut/bet { orderId, cashOutPrice } with an Idempotency-Key. */
export function cashOutBet(
  orderId: number | string,
  cashOutPrice: number,
  idempotencyKey = newIdempotencyKey(),
) {
  const body = keyed({ orderId, cashOutPrice } satisfies CashOutBody, idempotencyKey);
  return post(RecordSchema, '/v1/order/cashOut/bet', body);
}

/** POST reserve/bet: a bet placed when the odds reach the target, with an Idempotency-Key. */
export function reserveBet(bet: SingleBet, idempotencyKey = newIdempotencyKey()) {
  return post(RecordSchema, '/v1/order/reserve/bet', keyed(bet, idempotencyKey));
}

/** POST reserve/betList. */
export function listReserveBets(query: PageQuery = {}, options: ReadOptions = {}) {
  return post(pageSchema(OrderSchema), '/v1/order/reserve/betList', query, options);
}

/** POST reserve/cancel { orderId }. */
export interface CancelReserveBody {
  orderId: number | string;
}

export async function cancelReserveBet(orderId: number | string): Promise<void> {
  await callSportsbook('/v1/order/reserve/cancel', { orderId } satisfies CancelReserveBody);
}

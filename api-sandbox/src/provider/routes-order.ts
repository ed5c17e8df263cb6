import type { FastifyInstance } from 'fastify';
import type {
  BetListQuery,
  CashOutBody,
  JumpLineBody,
  MultipleBody,
  OrderIdsBody,
  SeriesBet,
  SinglePassBody,
  SportsbookExtras,
} from '@app/shared/api';
import { bodyOf } from '../http/untrusted';
import { ProviderCodes } from '../codes';
import type { Ctx } from '../context';
import { pfail, pok } from '../envelope';
import { BizError } from '../errors';
import { assertNotExcluded } from '../rg/exclusion';
import { round2 } from '../rng';
import { changeBalance } from '../users';
import type { MatchView } from './match-view';
import type { Leg, OrderRow } from './orders';
import { insertTickets, planRow, seriesOffers } from './multiple';
import {
  ORDER,
  STAKE_MAX,
  STAKE_MIN,
  cashOutPrice,
  insertOrder,
  isSuspended,
  oddsAccepted,
  orderView,
  resolveLeg,
  settleDue,
} from './orders';
import { page } from './query';
import { checkStake, selection, userOf } from './order-input';
import { registerReserveRoutes } from './routes-reserve';

export function registerOrderRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.post('/v1/order/batchBetMatchMarketOfJumpLine', async (req) => {
    const b = bodyOf<JumpLineBody>(req);
    const list = Array.isArray(b.betMatchMarketList) ? b.betMatchMarketList.slice(0, 20) : [];
    const cache = new Map<number, MatchView | null>();
    const bms = list.map((raw) => {
      const sel = selection(raw);
      try {
        const leg = resolveLeg(ctx, sel, cache);
        return {
          mid: leg.marketId,
          matchId: leg.matchId,
          op: { ty: leg.optionType, od: leg.odds, li: leg.li, na: leg.optionName },
          smin: STAKE_MIN,
          smax: STAKE_MAX,
          ss: isSuspended(leg) ? 0 : 1,
          au: 1,
          ip: leg.inPlay ? 1 : 0,
          scs: leg.score,
          mty: leg.mty,
          pe: leg.pe,
        };
      } catch {
        return {
          mid: sel.marketId,
          matchId: sel.matchId,
          op: null,
          ss: -1,
          au: 0,
          smin: STAKE_MIN,
          smax: STAKE_MAX,
        };
      }
    });
    const open = bms.filter((x) => x.ss === 1 && x.op);
    const distinct = new Set(open.map((x) => x.matchId)).size === open.length;
    // k-folds and, from 3 legs, the full cover (research §1.2: sn 0, `in` = 2^n − n − 1)
    const sos = b.isSelectSeries && distinct ? seriesOffers(open.map((x) => x.op?.od ?? 1)) : [];
    return pok({ bms, sos });
  });

  app.post('/v1/order/bet/singlePass', async (req) => {
    const userId = userOf(req);
    assertNotExcluded(ctx, userId);
    const b = bodyOf<SinglePassBody & Pick<SportsbookExtras, 'oddsChange'>>(req);
    const raw = (Array.isArray(b.singleBetList) ? b.singleBetList : []) as unknown[];
    if (!Array.isArray(raw) || raw.length === 0 || raw.length > 10)
      return pfail(ProviderCodes.PARAM_ERROR, 'singleBetList must hold 1 to 10 selections');
    const oddsChange = Number(b.oddsChange ?? 1);
    // All or nothing (#17): one bad leg (unknown market, stake, balance) rolls back every leg.
    const placeAll = ctx.db.transaction(() =>
      raw.map((r) => {
        const sel = selection(r);
        checkStake(sel.stake);
        const leg = resolveLeg(ctx, sel);
        if (isSuspended(leg))
          return { marketId: sel.marketId, status: ORDER.REJECTED, rejectCode: 4, odds: leg.odds };
        if (!oddsAccepted(sel.odds, leg.odds, oddsChange))
          return { marketId: sel.marketId, status: ORDER.REJECTED, rejectCode: 8, odds: leg.odds };
        const order = insertOrder(
          ctx,
          userId,
          [leg],
          sel.stake,
          leg.odds,
          round2(sel.stake * leg.odds),
          0,
        );
        return {
          marketId: sel.marketId,
          orderId: String(order.id),
          status: order.status,
          odds: leg.odds,
          stake: sel.stake,
        };
      }),
    );
    return pok(placeAll());
  });

  app.post('/v1/order/betMultiple', async (req) => {
    const userId = userOf(req);
    assertNotExcluded(ctx, userId);
    const b = bodyOf<MultipleBody & Pick<SportsbookExtras, 'oddsChange'>>(req);
    const options = Array.isArray(b.betOptionList) ? b.betOptionList : [];
    const data = Array.isArray(b.betMultipleData) ? b.betMultipleData : [];
    if (options.length < 2 || options.length > 10)
      return pfail(ProviderCodes.PARAM_ERROR, 'betOptionList must hold 2 to 10 selections');
    const legs: Leg[] = options.map((o) => resolveLeg(ctx, selection(o)));
    if (new Set(legs.map((l) => l.matchId)).size !== legs.length)
      return pfail(ProviderCodes.BET_REJECTED, 'Selections of the same match cannot be combined');
    if (legs.some(isSuspended)) return pfail(ProviderCodes.BET_REJECTED, 'A market is suspended');
    const oddsChange = Number(b.oddsChange ?? 1);
    const sels = options.map((o) => selection(o));
    if (sels.some((s, i) => !oddsAccepted(s.odds, legs[i]!.odds, oddsChange)))
      return pfail(ProviderCodes.BET_REJECTED, 'Odds changed');
    if (!data.length) return pfail(ProviderCodes.PARAM_ERROR, 'betMultipleData is required');
    // Each row is ONE ticket holding its combinations (3串4 = one ticket of 4 bets, its stake
    // unit × 4); every ticket is placed or none, with one debit of their total (#17). A bad row
    // throws before anything is written.
    const planned = data.map((d) => planRow(legs, bodyOf<SeriesBet>({ body: d })));
    const orders = insertTickets(ctx, userId, planned);
    return pok(
      orders.map((order, i) => ({
        orderId: String(order.id),
        seriesValue: planned[i]!.series.seriesValue,
        itemCount: planned[i]!.series.combinations.length,
        legCount: planned[i]!.legs.length,
        unitStake: planned[i]!.series.unitStake,
        stake: order.stake,
        odds: order.odds,
        maxWin: order.max_win,
        status: order.status,
      })),
    );
  });

  app.post('/v1/order/getStakeOrderStatus', async (req) => {
    const userId = userOf(req);
    settleDue(ctx);
    const b = bodyOf<OrderIdsBody>(req);
    const ids = (Array.isArray(b.orderIds) ? b.orderIds : [b.orderIds])
      .map(Number)
      .filter(Number.isFinite)
      .slice(0, 50);
    if (!ids.length) return pok([]);
    const rows = ctx.db
      .prepare(`SELECT * FROM orders WHERE user_id = ? AND id IN (${ids.map(() => '?').join(',')})`)
      .all(userId, ...ids) as OrderRow[];
    return pok(
      rows.map((o) => ({ id: String(o.id), st: o.status, status: o.status, odds: o.odds })),
    );
  });

  app.post('/v1/order/new/bet/list', async (req) => {
    const userId = userOf(req);
    settleDue(ctx);
    const b = bodyOf<BetListQuery & { timeType?: unknown; beginTime?: unknown; endTime?: unknown }>(
      req,
    );
    const settled = b.isSettled === true || b.isSettled === 1 || b.isSettled === 'true';
    const timeCol = Number(b.timeType) === 2 ? 'settled_at' : 'created_at';
    const rows = ctx.db
      .prepare(
        `SELECT * FROM orders WHERE user_id = ? AND reserve = 0 AND ${settled ? 'status IN (2, 3, 5)' : 'status IN (0, 1, 4)'}
           AND (? IS NULL OR ${timeCol} >= ?) AND (? IS NULL OR ${timeCol} <= ?) ORDER BY id DESC`,
      )
      .all(
        userId,
        b.beginTime ?? null,
        b.beginTime ?? null,
        b.endTime ?? null,
        b.endTime ?? null,
      ) as OrderRow[];
    return pok(page(rows.map(orderView), Number(b.current) || 1, Number(b.size) || 20));
  });

  app.post('/v1/order/cashOut/price', async (req) => {
    const userId = userOf(req);
    const b = bodyOf<OrderIdsBody>(req);
    const ids = (Array.isArray(b.orderIds) ? b.orderIds : [b.orderIds])
      .map(Number)
      .filter(Number.isFinite);
    const rows = ids.length
      ? (ctx.db
          .prepare(
            `SELECT * FROM orders WHERE user_id = ? AND id IN (${ids.map(() => '?').join(',')})`,
          )
          .all(userId, ...ids) as OrderRow[])
      : [];
    const validFor = 10_000;
    return pok(
      rows.map((o) => {
        const price = cashOutPrice(ctx, o);
        return {
          orderId: String(o.id),
          price,
          cashOutStatus: price > 0 ? 1 : 0,
          expireAt: Date.now() + validFor,
        };
      }),
    );
  });

  app.post('/v1/order/cashOut/bet', async (req) => {
    const userId = userOf(req);
    const b = bodyOf<CashOutBody>(req);
    const id = Number(b.orderId);
    const order = ctx.db
      .prepare('SELECT * FROM orders WHERE id = ? AND user_id = ?')
      .get(id, userId) as OrderRow | undefined;
    if (!order) return pfail(ProviderCodes.NOT_FOUND, 'Order not found');
    const price = cashOutPrice(ctx, order);
    if (price <= 0)
      return pfail(ProviderCodes.BET_REJECTED, 'Cash out is not available for this order');
    const asked = b.cashOutPrice;
    if (asked !== undefined && Number(asked) > price)
      return pfail(ProviderCodes.BET_REJECTED, 'Cash out price changed');
    ctx.db.transaction(() => {
      const r = ctx.db
        .prepare(
          'UPDATE orders SET status = 5, outcome = 4, payout = ?, cash_out_status = 5, settled_at = ? WHERE id = ? AND status = 4',
        )
        .run(price, Date.now(), order.id);
      if (!r.changes) throw new BizError(ProviderCodes.BET_REJECTED, 'Order already settled');
      changeBalance(ctx, userId, price, 'cash-out', `order:${order.id}`);
    })();
    return pok({ orderId: String(order.id), price, cashOutStatus: 5 });
  });
  registerReserveRoutes(app, ctx);
}

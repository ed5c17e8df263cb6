import type { FastifyInstance } from 'fastify';
import type { CancelReserveBody } from '@app/shared/api';
import type { PageQuery } from '@app/shared/rules';
import { bodyOf } from '../http/untrusted';
import { ProviderCodes } from '../codes';
import type { Ctx } from '../context';
import { pfail, pok } from '../envelope';
import { assertMayStake } from '../rg/stake-guard';
import { round2 } from '../rng';
import { changeBalance } from '../users';
import { checkStake, selection, userOf } from './order-input';
import type { Leg, OrderRow } from './orders';
import { isSuspended, orderView, resolveLeg } from './orders';
import { page } from './query';

/** Reserve bets: placed at a target price, debited and turned into an order when the odds reach it. */
export function registerReserveRoutes(app: FastifyInstance, ctx: Ctx): void {
  /** Reserve bets: filled (debited and turned into a real order) once the odds reach the target. */
  const fillReserves = (userId: number) => {
    const rows = ctx.db
      .prepare('SELECT * FROM orders WHERE user_id = ? AND reserve = 1 AND status = 0')
      .all(userId) as OrderRow[];
    for (const r of rows) {
      const leg = (JSON.parse(r.legs) as Leg[])[0]!;
      try {
        const now = resolveLeg(ctx, leg);
        if (!isSuspended(now) && now.odds >= r.odds) {
          try {
            ctx.db.transaction(() => {
              assertMayStake(ctx, userId, r.stake);
              changeBalance(ctx, userId, -r.stake, 'bet', `reserve:${r.id}`);
              ctx.db
                .prepare(
                  'UPDATE orders SET reserve = 2, status = 4, legs = ?, max_win = ? WHERE id = ?',
                )
                .run(JSON.stringify([{ ...now, odds: r.odds }]), round2(r.stake * r.odds), r.id);
            })();
          } catch {
            ctx.db.prepare('UPDATE orders SET status = 2 WHERE id = ?').run(r.id);
          }
        }
      } catch {
        ctx.db.prepare('UPDATE orders SET status = 2 WHERE id = ?').run(r.id);
      }
    }
  };

  app.post('/v1/order/reserve/bet', async (req) => {
    const userId = userOf(req);
    const sel = selection(req.body);
    checkStake(sel.stake);
    // Checked again when it fills (and debits); refused now when it could not pass today.
    assertMayStake(ctx, userId, sel.stake);
    const leg = resolveLeg(ctx, sel);
    const target = sel.odds ?? 0;
    if (!(target > leg.odds))
      return pfail(ProviderCodes.PARAM_ERROR, 'Target odds must be above the current odds');
    const id = ctx.db
      .prepare(
        `INSERT INTO orders (user_id, series_type, status, stake, odds, max_win, legs, reserve, created_at)
         VALUES (?, 0, 0, ?, ?, ?, ?, 1, ?)`,
      )
      .run(
        userId,
        sel.stake,
        target,
        round2(sel.stake * target),
        JSON.stringify([leg]),
        Date.now(),
      ).lastInsertRowid;
    return pok({ orderId: String(id), status: 0 });
  });

  app.post('/v1/order/reserve/betList', async (req) => {
    const userId = userOf(req);
    fillReserves(userId);
    const b = bodyOf<PageQuery>(req);
    const rows = ctx.db
      .prepare('SELECT * FROM orders WHERE user_id = ? AND reserve IN (1, 2) ORDER BY id DESC')
      .all(userId) as OrderRow[];
    const reserveStatus = (o: OrderRow) =>
      o.reserve === 2 ? 1 : o.status === 3 ? 3 : o.status === 2 ? 2 : 0;
    return pok(
      page(
        rows.map((o) => ({ ...orderView(o), reserveStatus: reserveStatus(o) })),
        Number(b.current) || 1,
        Number(b.size) || 20,
      ),
    );
  });

  app.post('/v1/order/reserve/cancel', async (req) => {
    const userId = userOf(req);
    const b = bodyOf<CancelReserveBody>(req);
    const r = ctx.db
      .prepare(
        'UPDATE orders SET status = 3 WHERE id = ? AND user_id = ? AND reserve = 1 AND status = 0',
      )
      .run(Number(b.orderId), userId);
    if (!r.changes)
      return pfail(ProviderCodes.NOT_FOUND, 'Reserve order not found or not cancellable');
    return pok(true);
  });
}

import type { FastifyInstance } from 'fastify';
import type { FeeTarget } from '@app/shared/api';
import { bodyOf, type Untrusted } from '../../http/untrusted';
import type { Ctx } from '../../context';
import { ok } from '../../envelope';
import { notFound } from '../../errors';
import { getStream } from '../../streams';
import { anchorShare } from '../../anchor-share';
import { changeBalance, requireUser, userById } from '../../users';
import { L, idOf } from './helpers';
import type { Push } from './push-view';

/** Paid content: is a stream or a push order paid for, and paying for it. */
export function registerFeeRoutes(app: FastifyInstance, ctx: Ctx): void {
  const feeTarget = (b: Untrusted<FeeTarget>): { target: string; fee: number; ownerId: number } => {
    if (b.pushOrderId) {
      const p = ctx.db
        .prepare('SELECT * FROM push_orders WHERE id = ?')
        .get(idOf(b.pushOrderId, 'pushOrderId')) as Push | undefined;
      if (!p) throw notFound('Push order');
      return { target: `push:${p.id}`, fee: p.fee, ownerId: p.anchor_id };
    }
    const s = getStream(ctx, idOf(b.streamId, 'streamId'));
    return { target: `stream:${s.id}`, fee: s.fee_amount, ownerId: s.anchor_id };
  };

  app.post(`${L}/relation/isFee`, async (req) => {
    const user = requireUser(ctx, req);
    const t = feeTarget(bodyOf<FeeTarget>(req));
    const paid =
      t.fee <= 0 ||
      t.ownerId === user.id ||
      !!ctx.db
        .prepare('SELECT 1 FROM paid_access WHERE user_id = ? AND target = ?')
        .get(user.id, t.target);
    return ok({ isFee: t.fee > 0 ? 1 : 0, fee: t.fee, paid });
  });

  /**
   * Pays for a stream or a tip: the member's debit, the anchor's share and the access row move in
   * one transaction, and the "already paid" check sits inside it, so two unlocks at once (a double
   * tap, two tabs) charge once.
   */
  app.post(`${L}/relation/fee`, async (req) => {
    const user = requireUser(ctx, req);
    const t = feeTarget(bodyOf<FeeTarget>(req));
    const paidAlready = () =>
      !!ctx.db
        .prepare('SELECT 1 FROM paid_access WHERE user_id = ? AND target = ?')
        .get(user.id, t.target);
    if (t.fee <= 0 || t.ownerId === user.id) return ok({ paid: true, balance: user.balance });
    const balance = ctx.db.transaction(() => {
      if (paidAlready()) return null;
      const left = changeBalance(ctx, user.id, -t.fee, 'paid-content', t.target);
      changeBalance(ctx, t.ownerId, anchorShare(t.fee), 'paid-content-income', t.target);
      ctx.db
        .prepare(
          'INSERT INTO paid_access (user_id, target, amount, created_at) VALUES (?, ?, ?, ?)',
        )
        .run(user.id, t.target, t.fee, ctx.clock.now());
      return left;
    })();
    return ok({ paid: true, balance: balance ?? userById(ctx.db, user.id)?.balance ?? 0 });
  });
}

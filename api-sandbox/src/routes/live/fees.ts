import type { FastifyInstance } from 'fastify';
import type { FeeTarget } from '@app/shared/api';
import { bodyOf, type Untrusted } from '../../http/untrusted';
import type { Ctx } from '../../context';
import { ok } from '../../envelope';
import { notFound } from '../../errors';
import { getStream } from '../../streams';
import { changeBalance, requireUser } from '../../users';
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

  app.post(`${L}/relation/fee`, async (req) => {
    const user = requireUser(ctx, req);
    const t = feeTarget(bodyOf<FeeTarget>(req));
    if (t.fee <= 0) return ok({ paid: true, balance: user.balance });
    if (
      ctx.db
        .prepare('SELECT 1 FROM paid_access WHERE user_id = ? AND target = ?')
        .get(user.id, t.target)
    )
      return ok({ paid: true, balance: user.balance });
    const balance = ctx.db.transaction(() => {
      const left = changeBalance(ctx, user.id, -t.fee, 'paid-content', t.target);
      changeBalance(ctx, t.ownerId, Math.floor(t.fee / 2), 'paid-content-income', t.target);
      ctx.db
        .prepare(
          'INSERT INTO paid_access (user_id, target, amount, created_at) VALUES (?, ?, ?, ?)',
        )
        .run(user.id, t.target, t.fee, Date.now());
      return left;
    })();
    return ok({ paid: true, balance });
  });
}

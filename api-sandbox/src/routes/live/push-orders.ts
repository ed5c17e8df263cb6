import type { FastifyInstance } from 'fastify';
import type { FollowOrderBody, PushOrderBody, PushOrderQuery } from '@app/shared/api';
import type { PageQuery } from '@app/shared/rules';
import { bodyOf } from '../../http/untrusted';
import type { Ctx } from '../../context';
import { Codes } from '../../codes';
import { ok } from '../../envelope';
import { BizError, illegal, notFound } from '../../errors';
import { paged } from '../../paging';
import { requireUser, sessionUser } from '../../users';
import { L, anchorOnly, idOf, ownStreamRef } from './helpers';
import type { Push } from './push-view';
import { pushView } from './push-view';
import { anchorShare } from '../../anchor-share';

/** Push orders (an anchor's bet tips, free or paid) and the orders that follow them. */
export function registerPushOrderRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.post(`${L}/push/order/save`, async (req) => {
    const user = anchorOnly(ctx, req);
    const b = bodyOf<PushOrderBody>(req);
    const content = b.content;
    if (content === undefined || JSON.stringify(content).length > 4000)
      throw illegal('content is required (max 4000 chars)');
    const fee = Math.max(0, Number(b.fee) || 0);
    // An anchor tips into their own rooms only (issue 49 #1); a super admin into any.
    const streamId = ownStreamRef(ctx, user, b.streamId)?.id ?? null;
    const id = ctx.db
      .prepare(
        'INSERT INTO push_orders (anchor_id, stream_id, kind, data, is_fee, fee, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(
        user.id,
        streamId,
        String(b.kind ?? 'tip').slice(0, 20),
        JSON.stringify(content),
        fee > 0 ? 1 : 0,
        fee,
        Date.now(),
      ).lastInsertRowid;
    if (streamId)
      ctx.chat?.broadcast(streamId, { type: 'push-order', id: Number(id), isFee: fee > 0 ? 1 : 0 });
    return ok({ id: Number(id) });
  });

  app.post(`${L}/push/order/list`, async (req) => {
    const viewer = sessionUser(ctx, req);
    const b = bodyOf<PushOrderQuery>(req);
    const rows = ctx.db
      .prepare(
        'SELECT * FROM push_orders WHERE (? IS NULL OR stream_id = ?) AND (? IS NULL OR anchor_id = ?) ORDER BY id DESC',
      )
      .all(
        b.streamId ?? null,
        b.streamId ?? null,
        b.anchorId ?? null,
        b.anchorId ?? null,
      ) as Push[];
    return ok(
      paged(
        rows.map((p) => pushView(ctx, p, viewer)),
        b,
      ),
    );
  });

  /** The anchor's own tips, each with who unlocked it and what it earned them. */
  app.post(`${L}/push/order/list2`, async (req) => {
    const user = anchorOnly(ctx, req);
    const rows = ctx.db
      .prepare('SELECT * FROM push_orders WHERE anchor_id = ? ORDER BY id DESC')
      .all(user.id) as Push[];
    const buyers = ctx.db.prepare(
      `SELECT u.user_name, p.amount, p.created_at FROM paid_access p JOIN users u ON u.id = p.user_id
       WHERE p.target = ? ORDER BY p.created_at DESC`,
    );
    return ok(
      paged(
        rows.map((p) => {
          const unlocks = buyers.all(`push:${p.id}`) as {
            user_name: string;
            amount: number;
            created_at: number;
          }[];
          return {
            ...pushView(ctx, p, user),
            unlockCount: unlocks.length,
            unlockedBy: unlocks.map((u) => ({ userName: u.user_name, at: u.created_at })),
            income: unlocks.reduce((n, u) => n + anchorShare(u.amount), 0),
          };
        }),
        bodyOf<PageQuery>(req),
      ),
    );
  });

  app.post(`${L}/follow/order/save`, async (req) => {
    const user = requireUser(ctx, req);
    const b = bodyOf<FollowOrderBody>(req);
    const push = ctx.db
      .prepare('SELECT * FROM push_orders WHERE id = ?')
      .get(idOf(b.pushOrderId, 'pushOrderId')) as Push | undefined;
    if (!push) throw notFound('Push order');
    if (!pushView(ctx, push, user).content)
      throw new BizError(Codes.WARNING, 'Unlock this tip first');
    const id = ctx.db
      .prepare(
        "INSERT INTO activity_events (user_id, activity_id, kind, amount, data, created_at) VALUES (?, 0, 'follow-order', ?, ?, ?)",
      )
      .run(
        user.id,
        Number(b.stake) || 0,
        JSON.stringify({ pushOrderId: push.id, orderId: b.orderId ?? null }),
        Date.now(),
      ).lastInsertRowid;
    return ok({ id: Number(id) });
  });

  /**
   * The caller's follow orders; with `pushOrderId`, the follows of that tip, for its anchor (or a
   * super admin) only.
   */
  app.post(`${L}/follow/order/list`, async (req) => {
    const user = requireUser(ctx, req);
    const b = bodyOf<PageQuery & { pushOrderId?: unknown }>(req);
    let rows: FollowRow[];
    if (b.pushOrderId !== undefined && b.pushOrderId !== '') {
      const push = ctx.db
        .prepare('SELECT * FROM push_orders WHERE id = ?')
        .get(idOf(b.pushOrderId, 'pushOrderId')) as Push | undefined;
      if (!push) throw notFound('Push order');
      if (user.role !== 'superAdmin' && push.anchor_id !== user.id)
        throw new BizError(Codes.FORBIDDEN, 'Permission denied: not your tip');
      rows = ctx.db
        .prepare(
          `SELECT e.*, u.user_name FROM activity_events e JOIN users u ON u.id = e.user_id
           WHERE e.kind = 'follow-order' AND json_extract(e.data, '$.pushOrderId') = ? ORDER BY e.id DESC`,
        )
        .all(push.id) as FollowRow[];
    } else
      rows = ctx.db
        .prepare(
          `SELECT e.*, u.user_name FROM activity_events e JOIN users u ON u.id = e.user_id
           WHERE e.user_id = ? AND e.kind = 'follow-order' ORDER BY e.id DESC`,
        )
        .all(user.id) as FollowRow[];
    return ok(
      paged(
        rows.map((r) => ({
          id: r.id,
          stake: r.amount,
          userName: r.user_name,
          ...JSON.parse(r.data),
          createdAt: r.created_at,
        })),
        b,
      ),
    );
  });
}

interface FollowRow {
  id: number;
  amount: number;
  data: string;
  created_at: number;
  user_name: string;
}

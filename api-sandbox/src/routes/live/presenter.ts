import type { FastifyInstance } from 'fastify';
import type { FollowPresenterBody, PresenterBody } from '@app/shared/api';
import { bodyOf } from '../../http/untrusted';
import type { Ctx } from '../../context';
import { kvGet } from '../../db/open';
import { ok } from '../../envelope';
import { notFound } from '../../errors';
import { STREAM, avatarUrl } from '../../streams';
import { anchorShare } from '../../anchor-share';
import { incomeByPeriod } from '../../income-periods';
import { requireUser, sessionUser, userById } from '../../users';
import { L, anchorOnly, idOf, text } from './helpers';

/** Presenter (anchor) profile, follows and the anchor's statistics. */
export function registerPresenterRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.get('/api/user/presenter/getInfo2/:id', async (req) => {
    const anchor = userById(ctx.db, idOf((req.params as { id: string }).id));
    if (!anchor || anchor.role !== 'anchor') throw notFound('Presenter');
    const user = sessionUser(ctx, req);
    const fans = (
      ctx.db
        .prepare('SELECT COUNT(*) AS n FROM anchor_follows WHERE anchor_id = ?')
        .get(anchor.id) as { n: number }
    ).n;
    const live = ctx.db
      .prepare('SELECT id FROM streams WHERE anchor_id = ? AND status = 2')
      .get(anchor.id) as { id: number } | undefined;
    const intro =
      kvGet<string>(ctx.db, `presenterIntro:${anchor.id}`) ??
      'Bình luận viên thể thao, soi kèo mỗi ngày.';
    return ok({
      id: anchor.id,
      userName: anchor.user_name,
      nickName: anchor.nick_name,
      avatar: avatarUrl(ctx, anchor.avatar, anchor.id),
      intro,
      fans,
      isFollow: user
        ? !!ctx.db
            .prepare('SELECT 1 FROM anchor_follows WHERE user_id = ? AND anchor_id = ?')
            .get(user.id, anchor.id)
        : false,
      liveStatus: live ? 2 : 0,
      streamId: live?.id ?? null,
    });
  });

  app.put('/api/user/presenter/update', async (req) => {
    const user = requireUser(ctx, req, ['anchor']);
    const b = bodyOf<PresenterBody>(req);
    const nick = text(b.nickName, 30, 'nickName');
    const intro = text(b.intro, 300, 'intro');
    const avatar = text(b.avatar, 300, 'avatar');
    if (nick) ctx.db.prepare('UPDATE users SET nick_name = ? WHERE id = ?').run(nick, user.id);
    if (avatar !== undefined)
      ctx.db.prepare('UPDATE users SET avatar = ? WHERE id = ?').run(avatar, user.id);
    if (intro !== undefined)
      ctx.db
        .prepare(
          'INSERT INTO kv (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
        )
        .run(`presenterIntro:${user.id}`, JSON.stringify(intro));
    return ok(true);
  });

  /** Toggles following an anchor (path not given by the spec). */
  app.post(`${L}/anchor/follow`, async (req) => {
    const user = requireUser(ctx, req);
    const anchorId = idOf(bodyOf<FollowPresenterBody>(req).anchorId, 'anchorId');
    const anchor = userById(ctx.db, anchorId);
    if (!anchor || anchor.role !== 'anchor') throw notFound('Presenter');
    const del = ctx.db
      .prepare('DELETE FROM anchor_follows WHERE user_id = ? AND anchor_id = ?')
      .run(user.id, anchorId);
    if (!del.changes)
      ctx.db
        .prepare('INSERT INTO anchor_follows (user_id, anchor_id, created_at) VALUES (?, ?, ?)')
        .run(user.id, anchorId, Date.now());
    return ok({ isFollow: del.changes === 0 });
  });

  /** The anchor's totals: streams, viewers (peaks), fans, and income from gifts and paid content. */
  app.post(`${L}/statistics/sum`, async (req) => {
    const user = anchorOnly(ctx, req);
    const streams = ctx.db
      .prepare('SELECT status, viewers, peak_viewers FROM streams WHERE anchor_id = ?')
      .all(user.id) as { status: number; viewers: number; peak_viewers: number }[];
    const gifts = ctx.db
      .prepare('SELECT amount FROM gift_logs WHERE anchor_id = ?')
      .all(user.id) as { amount: number }[];
    const paid = ctx.db
      .prepare(
        "SELECT amount, created_at FROM wallet_ledger WHERE user_id = ? AND kind = 'paid-content-income'",
      )
      .all(user.id) as { amount: number; created_at: number }[];
    const fans = ctx.db
      .prepare('SELECT COUNT(*) AS n FROM anchor_follows WHERE anchor_id = ?')
      .get(user.id) as { n: number };
    const paidIncome = incomeByPeriod(
      paid.map((p) => ({ at: p.created_at, income: p.amount })),
      ctx.clock.now(),
    );
    return ok({
      streamCount: streams.length,
      liveCount: streams.filter((s) => s.status === STREAM.LIVE).length,
      totalViewers: streams.reduce((n, s) => n + Math.max(s.viewers, s.peak_viewers), 0),
      peakViewers: streams.reduce((n, s) => Math.max(n, s.peak_viewers), 0),
      giftIncome: gifts.reduce((n, g) => n + anchorShare(g.amount), 0),
      paidIncome: paidIncome.total,
      paidIncomeToday: paidIncome.day,
      paidIncomeWeek: paidIncome.week,
      paidIncomeMonth: paidIncome.month,
      fans: fans.n,
    });
  });
}

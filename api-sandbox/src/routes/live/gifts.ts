import type { FastifyInstance } from 'fastify';
import type { GiftProfitQuery, SendGiftInput } from '@app/shared/api';
import { bodyOf } from '../../http/untrusted';
import type { Ctx } from '../../context';
import { Codes } from '../../codes';
import { mediaUrl } from '../../context';
import { ok } from '../../envelope';
import { BizError, illegal, notFound } from '../../errors';
import { paged } from '../../paging';
import { STREAM, getStream } from '../../streams';
import { changeBalance, requireUser } from '../../users';
import { L, anchorOnly, idOf } from './helpers';
import { localize } from '../../i18n/texts';
import { giftCode } from '../../seed/content';
import { anchorShare } from '../../anchor-share';
import { incomeByPeriod } from '../../income-periods';

/** Gifts: the catalogue, sending (money moves in one transaction) and the anchor's income. */
export function registerGiftRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.post(`${L}/gift/list`, async () => {
    const gifts = ctx.db.prepare('SELECT * FROM gifts ORDER BY sort').all() as {
      id: number;
      name: string;
      price: number;
      icon: string;
    }[];
    return ok(
      gifts.map((g) => ({
        id: g.id,
        code: giftCode(g.name),
        name: localize(g.name),
        price: g.price,
        icon: mediaUrl(ctx, g.icon),
        animation: '',
      })),
    );
  });

  /** Sends a gift: debits the sender, credits the anchor half, broadcasts a gift event to the room. */
  app.post(`${L}/gift/profit/save`, async (req) => {
    const user = requireUser(ctx, req);
    const b = bodyOf<SendGiftInput>(req);
    const s = getStream(ctx, idOf(b.streamId, 'streamId'));
    if (s.status !== STREAM.LIVE)
      throw new BizError(Codes.STREAM_STATE, 'Gifts can only be sent to a live stream');
    if (s.anchor_id === user.id)
      throw new BizError(Codes.FORBIDDEN, 'You cannot send gifts to yourself');
    const gift = ctx.db
      .prepare('SELECT * FROM gifts WHERE id = ?')
      .get(idOf(b.giftId, 'giftId')) as
      { id: number; name: string; price: number; icon: string } | undefined;
    if (!gift) throw notFound('Gift');
    const count = Number(b.count ?? 1);
    if (!Number.isInteger(count) || count < 1 || count > 999) throw illegal('count must be 1..999');
    const amount = gift.price * count;
    const balance = ctx.db.transaction(() => {
      const left = changeBalance(ctx, user.id, -amount, 'gift', `stream:${s.id}`);
      // the anchor's half, in whole minor units (issue 49 #8)
      changeBalance(ctx, s.anchor_id, anchorShare(amount), 'gift-income', `stream:${s.id}`);
      ctx.db
        .prepare(
          'INSERT INTO gift_logs (sender_id, anchor_id, stream_id, gift_id, count, amount, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(user.id, s.anchor_id, s.id, gift.id, count, amount, ctx.clock.now());
      return left;
    })();
    ctx.chat?.broadcast(s.id, {
      type: 'gift',
      gift: {
        id: gift.id,
        code: giftCode(gift.name),
        name: localize(gift.name),
        icon: mediaUrl(ctx, gift.icon),
        price: gift.price,
      },
      count,
      user: {
        id: user.id,
        userName: user.user_name,
        nickName: user.nick_name,
        vipLevel: user.vip_level,
      },
    });
    return ok({ balance, amount });
  });

  const giftLogs = (anchorId: number) =>
    ctx.db
      .prepare(
        `SELECT g.*, u.user_name, u.nick_name, gi.name AS gift_name FROM gift_logs g JOIN users u ON u.id = g.sender_id
         JOIN gifts gi ON gi.id = g.gift_id WHERE g.anchor_id = ? ORDER BY g.id DESC`,
      )
      .all(anchorId) as {
      id: number;
      stream_id: number;
      gift_id: number;
      count: number;
      amount: number;
      created_at: number;
      user_name: string;
      nick_name: string;
      gift_name: string;
    }[];

  app.post(`${L}/gift/profit/list`, async (req) => {
    const user = anchorOnly(ctx, req);
    const b = bodyOf<GiftProfitQuery>(req);
    const anchorId = user.role === 'superAdmin' && b.anchorId ? Number(b.anchorId) : user.id;
    return ok(
      paged(
        giftLogs(anchorId).map((g) => ({
          id: g.id,
          streamId: g.stream_id,
          giftId: g.gift_id,
          giftName: g.gift_name,
          count: g.count,
          amount: g.amount,
          income: anchorShare(g.amount),
          userName: g.user_name,
          nickName: g.nick_name,
          createdAt: g.created_at,
        })),
        b,
      ),
    );
  });

  /** Totals of the anchor's gift income: all time, today, this week and month, and 14 days. */
  app.post(`${L}/gift/profit/sum`, async (req) => {
    const user = anchorOnly(ctx, req);
    const logs = giftLogs(user.id);
    const p = incomeByPeriod(
      logs.map((g) => ({ at: g.created_at, income: anchorShare(g.amount) })),
      ctx.clock.now(),
    );
    const gifters = new Map<string, number>();
    for (const g of logs) gifters.set(g.user_name, (gifters.get(g.user_name) ?? 0) + g.amount);
    return ok({
      totalAmount: logs.reduce((n, g) => n + g.amount, 0),
      totalIncome: p.total,
      todayIncome: p.day,
      weekIncome: p.week,
      monthIncome: p.month,
      daily: p.daily,
      topGifters: [...gifters]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([userName, amount]) => ({ userName, amount })),
      count: logs.length,
    });
  });
}

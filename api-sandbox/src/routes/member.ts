import type { FastifyInstance } from 'fastify';
import type { SaveAvatarBody, VipPhoneBackBody } from '@app/shared/api';
import { Codes } from '../codes';
import type { Ctx } from '../context';
import { ok } from '../envelope';
import { BizError } from '../errors';
import { randomCode } from '../ids';
import { settleDue } from '../provider/orders';
import { changeBalance, requireUser, userById, userInfo } from '../users';

export function registerMemberRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.get('/api/member/get', async (req) => ok(userInfo(requireUser(ctx, req))));

  app.get('/api/member/refreshIdentityCode', async (req) => {
    const user = requireUser(ctx, req);
    const code = randomCode(8);
    ctx.db.prepare('UPDATE users SET identity_code = ? WHERE id = ?').run(code, user.id);
    return ok({ identityCode: code });
  });

  /** The member's own avatar choice (SPEC §3 ten avatars; the spec shows no path for it). */
  app.post(
    '/api/member/avatar',
    {
      schema: {
        body: {
          type: 'object',
          required: ['avatarId'],
          properties: { avatarId: { type: 'integer', minimum: 1, maximum: 10 } },
        },
      },
    },
    async (req) => {
      const user = requireUser(ctx, req);
      const { avatarId } = req.body as SaveAvatarBody;
      const avatar = `${avatarId},${avatarId}`;
      ctx.db.prepare('UPDATE users SET avatar = ? WHERE id = ?').run(avatar, user.id);
      return ok({ avatar });
    },
  );

  app.post('/api/fund/wallet/member/local', async (req) => {
    settleDue(ctx);
    const user = requireUser(ctx, req);
    return ok({ memberWallet: { balance: user.balance, currency: user.reg_currency } });
  });

  /** One-click collect: moves the (simulated) balances left in game wallets back to the main wallet. */
  app.post('/api/game/fund/collect', async (req) => {
    const user = requireUser(ctx, req);
    const pending = ctx.db
      .prepare(
        "SELECT COALESCE(SUM(-amount), 0) AS n FROM wallet_ledger WHERE user_id = ? AND kind = 'game-transfer'",
      )
      .get(user.id) as { n: number };
    let balance = userById(ctx.db, user.id)!.balance;
    if (pending.n > 0) {
      balance = ctx.db.transaction(() => {
        ctx.db
          .prepare(
            "UPDATE wallet_ledger SET kind = 'game-transfer-done' WHERE user_id = ? AND kind = 'game-transfer'",
          )
          .run(user.id);
        return changeBalance(ctx, user.id, pending.n, 'game-collect');
      })();
    }
    return ok({ balance, collected: Math.max(0, pending.n) });
  });

  app.post('/api/member/customervip/vipFont', async (req) => {
    const user = requireUser(ctx, req);
    return ok({
      vipLevel: user.vip_level,
      nextLevel: Math.min(11, user.vip_level + 1),
      progress: Math.min(100, 35 + user.vip_level * 5),
      levels: Array.from({ length: 12 }, (_, level) => ({
        level,
        badge: `/media/vip/${level}.svg`,
        depositRequired: level * level * 5_000_000,
        betRequired: level * level * 20_000_000,
        upgradeBonus: level * 188_000,
        monthlyBonus: level * 88_000,
      })),
    });
  });

  app.post(
    '/api/operation/vipphoneback/add',
    {
      schema: {
        body: {
          type: 'object',
          required: ['mobile'],
          properties: {
            mobile: { type: 'string', minLength: 6, maxLength: 20 },
            remark: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (req) => {
      const user = requireUser(ctx, req);
      const b = req.body as VipPhoneBackBody;
      const recent = ctx.db
        .prepare('SELECT COUNT(*) AS n FROM vip_callbacks WHERE user_id = ? AND created_at > ?')
        .get(user.id, Date.now() - 3_600_000) as { n: number };
      if (recent.n >= 3) throw new BizError(Codes.WARNING, 'A manager will call you back soon');
      ctx.db
        .prepare(
          'INSERT INTO vip_callbacks (user_id, mobile, remark, created_at) VALUES (?, ?, ?, ?)',
        )
        .run(user.id, b.mobile.replace(/\D/g, ''), b.remark ?? '', Date.now());
      return ok(true);
    },
  );

  app.post('/api/operation/vipphoneback/dailFont', async (req) => {
    const user = requireUser(ctx, req);
    const rows = ctx.db
      .prepare(
        'SELECT id, mobile, remark, created_at FROM vip_callbacks WHERE user_id = ? ORDER BY id DESC LIMIT 20',
      )
      .all(user.id) as { id: number; mobile: string; remark: string; created_at: number }[];
    return ok({
      managerName: 'Chuyên viên VIP Ngọc Mai',
      managerPhone: '+84 28 7300 8888',
      workingHours: '09:00-23:00',
      records: rows.map((r) => ({
        id: r.id,
        mobile: r.mobile,
        remark: r.remark,
        createdAt: r.created_at,
      })),
    });
  });

  /** Followed (collected) matches, persisted per user: { [sportId]: matchId[] } (paths not given by the spec). */
  const collects = (userId: number) => {
    const rows = ctx.db
      .prepare('SELECT sid, match_id FROM follows WHERE user_id = ? ORDER BY sid, match_id')
      .all(userId) as {
      sid: number;
      match_id: number;
    }[];
    const out: Record<string, number[]> = {};
    for (const r of rows) (out[r.sid] ??= []).push(r.match_id);
    return out;
  };

  app.get('/api/member/collect/list', async (req) => ok(collects(requireUser(ctx, req).id)));

  app.post(
    '/api/member/collect/toggle',
    {
      schema: {
        body: {
          type: 'object',
          required: ['sportId', 'matchId'],
          properties: {
            sportId: { type: 'integer', minimum: 1 },
            matchId: { type: 'integer', minimum: 1 },
          },
        },
      },
    },
    async (req) => {
      const user = requireUser(ctx, req);
      const { sportId, matchId } = req.body as { sportId: number; matchId: number };
      const del = ctx.db
        .prepare('DELETE FROM follows WHERE user_id = ? AND sid = ? AND match_id = ?')
        .run(user.id, sportId, matchId);
      if (!del.changes) {
        const count = ctx.db
          .prepare('SELECT COUNT(*) AS n FROM follows WHERE user_id = ?')
          .get(user.id) as { n: number };
        if (count.n >= 500) throw new BizError(Codes.WARNING, 'Follow list is full (500)');
        ctx.db
          .prepare('INSERT INTO follows (user_id, sid, match_id) VALUES (?, ?, ?)')
          .run(user.id, sportId, matchId);
      }
      return ok({ collected: del.changes === 0, list: collects(user.id) });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { Codes } from '../codes';
import type { Ctx } from '../context';
import { mediaBase } from '../context';
import { ok } from '../envelope';
import { BizError } from '../errors';
import { assertNotExcluded } from '../rg/exclusion';
import { isoVn } from '../time';
import { changeBalance, requireUser } from '../users';

const BET_TIERS = [
  { level: 1, betAmount: 1_000_000, rate: 0.002 },
  { level: 2, betAmount: 10_000_000, rate: 0.003 },
  { level: 3, betAmount: 50_000_000, rate: 0.005 },
];
const DEP_TIERS = [
  { level: 1, invitees: 1, depositAmount: 200_000, award: 38_000 },
  { level: 2, invitees: 5, depositAmount: 200_000, award: 288_000 },
  { level: 3, invitees: 20, depositAmount: 500_000, award: 1_888_000 },
];
const VIP_TIERS = [
  { vipLevel: 3, award: 58_000 },
  { vipLevel: 6, award: 388_000 },
  { vipLevel: 9, award: 1_288_000 },
];
/**
 * Award credited per qualifying invitee (issue 49 #5): one whose recorded deposits reach the first
 * deposit tier, or whose settled turnover reaches the first bet tier. Registering accounts with
 * one's own invite code earns nothing until they deposit or play.
 */
const PER_INVITEE = 38_000;
const QUALIFYING_DEPOSIT = DEP_TIERS[0]!.depositAmount;
const QUALIFYING_TURNOVER = BET_TIERS[0]!.betAmount;
const NOT_YET = 'Your invitees have not made a qualifying first deposit or turnover yet';

export function registerInviteRoutes(app: FastifyInstance, ctx: Ctx): void {
  const I = '/api/member/invite';
  const sum = (sql: string, id: number) => (ctx.db.prepare(sql).get(id) as { n: number }).n;
  const qualifies = (id: number) =>
    sum(
      "SELECT COALESCE(SUM(amount), 0) AS n FROM wallet_ledger WHERE user_id = ? AND kind = 'deposit'",
      id,
    ) >= QUALIFYING_DEPOSIT ||
    sum(
      'SELECT COALESCE(SUM(stake), 0) AS n FROM orders WHERE user_id = ? AND status IN (4, 5)',
      id,
    ) >= QUALIFYING_TURNOVER;
  const invitees = (userId: number) =>
    (
      ctx.db
        .prepare(
          'SELECT id, user_name, vip_level, created_at FROM users WHERE referrer_id = ? ORDER BY id DESC',
        )
        .all(userId) as { id: number; user_name: string; vip_level: number; created_at: number }[]
    ).map((u) => ({ ...u, qualified: qualifies(u.id) }));
  const earned = (userId: number) =>
    invitees(userId).filter((u) => u.qualified).length * PER_INVITEE;
  const drawn = (userId: number) =>
    (
      ctx.db
        .prepare(
          "SELECT COALESCE(SUM(amount), 0) AS n FROM wallet_ledger WHERE user_id = ? AND kind = 'invite-award'",
        )
        .get(userId) as { n: number }
    ).n;

  app.get(`${I}/generateReferralCode`, async (req) => {
    const user = requireUser(ctx, req);
    return ok({
      inviteCode: user.invite_code,
      link: `${mediaBase(ctx)}/?inviteCode=${user.invite_code}`,
    });
  });

  app.get(`${I}/queryInviteInfo`, async (req) => {
    const user = requireUser(ctx, req);
    const list = invitees(user.id);
    const total = list.filter((u) => u.qualified).length * PER_INVITEE;
    return ok({
      inviteCode: user.invite_code,
      inviteCount: list.length,
      totalAward: total,
      drawnAward: drawn(user.id),
      availableAward: Math.max(0, total - drawn(user.id)),
      pendingCount: list.filter((u) => !u.qualified).length,
      invitees: list.map((u) => ({
        userName: u.user_name,
        vipLevel: u.vip_level,
        registerTime: isoVn(u.created_at),
        // false: no qualifying first deposit or turnover yet, so no award for this invitee
        qualified: u.qualified,
      })),
    });
  });

  app.get(`${I}/queryInviteInfoTotalAward`, async (req) => {
    const user = requireUser(ctx, req);
    return ok({ totalAward: earned(user.id), drawnAward: drawn(user.id) });
  });

  app.post(`${I}/drawAward`, async (req) => {
    const user = requireUser(ctx, req);
    assertNotExcluded(ctx, user.id);
    // the sum earned, the sum drawn and the credit in one transaction: never drawn twice
    const { available, balance } = ctx.db.transaction(() => {
      const left = earned(user.id) - drawn(user.id);
      if (left <= 0)
        throw new BizError(
          Codes.WARNING,
          invitees(user.id).some((u) => !u.qualified) ? NOT_YET : 'No invite award to draw',
        );
      return { available: left, balance: changeBalance(ctx, user.id, left, 'invite-award') };
    })();
    return ok({ amount: available, balance });
  });

  app.get(`${I}/queryHorseRing`, async () =>
    ok(
      ['tu***88', 'la***ng', 'ho***99', 'mi***au', 'qu***y7'].map((userName, i) => ({
        userName,
        amount: [38_000, 288_000, 58_000, 1_888_000, 388_000][i],
      })),
    ),
  );
  app.get(`${I}/queryInviteBetConfig`, async () => ok(BET_TIERS));
  app.get(`${I}/queryInviteDepConfig`, async () => ok(DEP_TIERS));
  app.get(`${I}/queryInviteVipConfig`, async () => ok(VIP_TIERS));
  app.get(`${I}/queryInviteBetAwardList`, async (req) => {
    const user = requireUser(ctx, req);
    const rows = invitees(user.id).map((u) => {
      const bet = (
        ctx.db
          .prepare(
            'SELECT COALESCE(SUM(stake), 0) AS n FROM orders WHERE user_id = ? AND status IN (4, 5)',
          )
          .get(u.id) as { n: number }
      ).n;
      return { userName: u.user_name, betAmount: bet, award: Math.floor(bet * BET_TIERS[0]!.rate) };
    });
    return ok(rows);
  });
  app.get(`${I}/queryInviteDepAward`, async (req) => {
    const user = requireUser(ctx, req);
    const n = invitees(user.id).filter((u) => u.qualified).length;
    return ok(DEP_TIERS.map((t) => ({ ...t, reached: n >= t.invitees })));
  });
}

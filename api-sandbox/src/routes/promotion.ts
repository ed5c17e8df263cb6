import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActivityBody } from '@app/shared/api';
import { bodyOf } from '../http/untrusted';
import { Codes } from '../codes';
import type { Ctx } from '../context';
import { ok } from '../envelope';
import { BizError, notFound } from '../errors';
import { assertNotExcluded } from '../rg/exclusion';
import { ACTIVITIES, REBATE_RATE } from '../seed/activities';
import { isoVn } from '../time';
import type { UserRow } from '../users';
import { changeBalance, requireUser, sessionUser } from '../users';
import { mask, registerPromotionGameRoutes } from './promotion-games';
import type { EventRow } from '../activity-events';
import { addEvent, eventsOf } from '../activity-events';
import { FIXED_CLAIMS, fixedClaim, registerClaimRoutes } from './promotion-claim';
import { claimNextTier, progressOf, tiersOf } from './promotion-progress';
import { localize } from '../i18n/texts';
import { activityToggles } from '../activity-toggles';
import { activityVisibility } from '../activity-visibility';
import { isLive } from '../activity-windows';
import { rulesOf } from '../activity-eligibility';

export function registerPromotionRoutes(app: FastifyInstance, ctx: Ctx): void {
  /** An activity by id; one the super admin switched off is not found (issue 53 #3). */
  const activityOf = (v: unknown) => {
    const id = Number(v);
    const a = ACTIVITIES.find((x) => x.id === id);
    if (!a || !activityToggles(ctx)(a.key)) throw notFound('Activity');
    return a;
  };
  const P = '/api/promotion';
  const A = `${P}/activity`;
  const event = (
    user: UserRow | null,
    activityId: number,
    kind: string,
    amount = 0,
    data: unknown = {},
  ) => addEvent(ctx, user?.id ?? null, activityId, kind, amount, data);
  const events = (userId: number, activityId: number, kind: string, since = 0) =>
    eventsOf(ctx, userId, activityId, kind, since);
  const q = (req: FastifyRequest) => (req.query ?? {}) as Record<string, string>;
  const b = (req: FastifyRequest) => bodyOf<ActivityBody>(req);

  const payFixed = fixedClaim(ctx);

  // only what is offered now (issue 53 #5): a season out of its window is in activity/seasons
  app.get(`${A}/list`, async () => {
    const { visible } = activityVisibility(ctx);
    return ok(
      ACTIVITIES.filter((a) => visible(a.key)).map((a) => ({
        id: a.id,
        key: a.key,
        aliases: a.aliases ?? [],
        name: localize(a.name),
        type: a.type,
        link: a.link,
        bonus: a.bonus,
        status: 1,
        rules: rulesOf(a),
      })),
    );
  });

  app.post(`${A}/click`, async (req) => {
    const a = activityOf(b(req).activityId);
    event(sessionUser(ctx, req), a.id, 'click');
    return ok(true);
  });

  app.post(`${A}/saveActivitySignUp`, async (req) => {
    const user = requireUser(ctx, req);
    const a = activityOf(b(req).activityId);
    if (!isLive(a.window, ctx.clock.now()))
      throw new BizError(Codes.NOT_ELIGIBLE, 'This activity is not running now');
    if (events(user.id, a.id, 'signup').length)
      throw new BizError(Codes.ALREADY_CLAIMED, 'Already signed up');
    event(user, a.id, 'signup');
    return ok(true);
  });

  const rebateDue = (user: UserRow) => {
    const since = events(user.id, 5, 'claim')[0]?.created_at ?? 0;
    const row = ctx.db
      .prepare(
        'SELECT COALESCE(SUM(stake), 0) AS n FROM orders WHERE user_id = ? AND status = 5 AND settled_at > ?',
      )
      .get(user.id, since) as { n: number };
    return { betAmount: row.n, cashback: Math.floor(row.n * REBATE_RATE) };
  };

  app.post(`${A}/claim`, async (req) => {
    const user = requireUser(ctx, req);
    assertNotExcluded(ctx, user.id);
    const a = activityOf(b(req).activityId);
    if (FIXED_CLAIMS.has(a.type)) return ok({ amount: a.bonus, balance: payFixed(user, a, req) });
    if (a.type === 'deposit') return ok(claimNextTier(ctx, user, a));
    if (a.type !== 'rebate')
      throw new BizError(Codes.WARNING, 'You are not eligible for this activity yet');
    const amount = rebateDue(user).cashback;
    if (amount <= 0) throw new BizError(Codes.WARNING, 'No rebate to claim yet');
    // Credit and claim record in one transaction (#17): never one without the other.
    const balance = ctx.db.transaction(() => {
      event(user, a.id, 'claim', amount);
      return changeBalance(ctx, user.id, amount, 'activity', `activity:${a.id}`);
    })();
    return ok({ amount, balance });
  });

  registerClaimRoutes(app, ctx, activityOf);

  app.get(`${A}/record`, async (req) => {
    const user = requireUser(ctx, req);
    const a = activityOf(q(req).activityId);
    const rows = ctx.db
      .prepare(
        "SELECT * FROM activity_events WHERE user_id = ? AND activity_id = ? AND kind != 'click' ORDER BY id DESC LIMIT 100",
      )
      .all(user.id, a.id) as EventRow[];
    return ok(
      rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        amount: r.amount,
        createdAt: isoVn(r.created_at),
      })),
    );
  });

  app.get(`${A}/bet/total`, async (req) => {
    const activity = activityOf(q(req).activityId);
    const user = sessionUser(ctx, req);
    // a guest reads the tiers with nothing counted, so the page shows what it pays before the login
    if (!user) return ok({ betTotal: 0, betCount: 0, ...tiersOf(activity) });
    const { measure, betTotal, betCount, tiers } = progressOf(ctx, user.id, activity);
    return ok({ betTotal, betCount, measure, tiers });
  });

  registerPromotionGameRoutes(app, ctx);

  app.get(`${P}/cashback/client/detail`, async (req) => {
    const user = requireUser(ctx, req);
    const due = rebateDue(user);
    return ok({ activityId: 5, rate: REBATE_RATE, ...due, claimable: due.cashback > 0 });
  });

  const ranking = () => {
    const rows = ctx.db
      .prepare(
        `SELECT u.id, u.user_name, COALESCE(SUM(o.stake), 0) AS total FROM users u LEFT JOIN orders o ON o.user_id = u.id
         WHERE u.role = 'member' GROUP BY u.id ORDER BY total DESC, u.id LIMIT 50`,
      )
      .all() as { id: number; user_name: string; total: number }[];
    const fake = ['tuananh88', 'lanphuong', 'hoangvu99', 'minhchau', 'quanghuy7'].map((n, i) => ({
      id: -i - 1,
      user_name: n,
      total: 90_000_000 - i * 12_000_000,
    }));
    return [...rows, ...fake]
      .sort((x, y) => y.total - x.total)
      .map((r, i) => ({ ...r, rank: i + 1 }));
  };
  app.get(`${P}/ranking/memberRanking`, async (req) => {
    const user = requireUser(ctx, req);
    const list = ranking();
    const mine = list.find((r) => r.id === user.id);
    return ok({
      list: list
        .slice(0, 10)
        .map((r) => ({ rank: r.rank, userName: mask(r.user_name), amount: r.total })),
      mine: mine ? { rank: mine.rank, userName: user.user_name, amount: mine.total } : null,
    });
  });
  app.get(`${P}/ranking/touristsRanking`, async () =>
    ok({
      list: ranking()
        .slice(0, 10)
        .map((r) => ({ rank: r.rank, userName: mask(r.user_name), amount: r.total })),
    }),
  );
}

import crypto from 'node:crypto';
import type { CheerBody } from '@app/shared/api';
import { bodyOf } from '../http/untrusted';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addEvent, eventsOf } from '../activity-events';
import { Codes } from '../codes';
import type { Ctx } from '../context';
import { ok } from '../envelope';
import { BizError, illegal, notFound } from '../errors';
import { activityToggles } from '../activity-toggles';
import { liveScore } from '../provider/live-score';
import { predictionFixtures } from '../provider/prediction-fixtures';
import { assertNotExcluded } from '../rg/exclusion';
import { WHEEL_DAILY_CHANCES, WHEEL_PRIZES } from '../seed/activities';
import { isoVn, startOfDayVn } from '../time';
import type { UserRow } from '../users';
import { changeBalance, requireUser } from '../users';
import { localize, localizeAll } from '../i18n/texts';
import { PREDICTION_TEMPLATE } from '../seed/activities';

export function mask(name: string): string {
  return name.length <= 5
    ? `${name[0]}***${name.slice(-1)}`
    : `${name.slice(0, 2)}***${name.slice(-2)}`;
}

/**
 * Lucky wheel (activity 1) and match prediction (activity 6). Each answers on both paths,
 * `/api/promotion/activity/x` and `/api/promotion/x` (a remote still calls the second).
 */
export function registerPromotionGameRoutes(app: FastifyInstance, ctx: Ctx): void {
  const P = '/api/promotion';
  const both = (
    method: 'get' | 'post',
    path: string,
    handler: (req: FastifyRequest) => Promise<unknown>,
  ) => {
    app[method](`${P}/activity/${path}`, handler);
    app[method](`${P}/${path}`, handler);
  };
  const event = (
    user: UserRow | null,
    activityId: number,
    kind: string,
    amount = 0,
    data: unknown = {},
  ) => addEvent(ctx, user?.id ?? null, activityId, kind, amount, data);
  const events = (userId: number, activityId: number, kind: string, since = 0) =>
    eventsOf(ctx, userId, activityId, kind, since);

  // Lucky wheel: the server draws, the client only animates to the returned index.
  const chancesLeft = (user: UserRow) =>
    Math.max(0, WHEEL_DAILY_CHANCES - events(user.id, 1, 'draw', startOfDayVn(Date.now())).length);

  both('get', 'turntable/detail', async () =>
    ok({
      activityId: 1,
      dailyChances: WHEEL_DAILY_CHANCES,
      prizes: WHEEL_PRIZES.map((p, index) => ({
        id: p.id,
        name: localize(p.name),
        amount: p.amount,
        index,
      })),
    }),
  );
  both('get', 'turntable/user/num', async (req) => ok({ num: chancesLeft(requireUser(ctx, req)) }));
  both('get', 'turntable/prize/get', async (req) => {
    // A repeated Idempotency-Key replays the first draw (src/http/idempotency.ts).
    const user = requireUser(ctx, req);
    if (!activityToggles(ctx)('luckyWheel')) throw notFound('Activity'); // switched off (issue 53)
    assertNotExcluded(ctx, user.id);
    if (chancesLeft(user) <= 0) throw new BizError(Codes.ALREADY_CLAIMED, 'No spins left today');
    const total = WHEEL_PRIZES.reduce((n, p) => n + p.weight, 0);
    let x = crypto.randomInt(total);
    const index = WHEEL_PRIZES.findIndex((p) => (x -= p.weight) < 0);
    const prize = WHEEL_PRIZES[index]!;
    const result = ctx.db.transaction(() => {
      const num = chancesLeft(user) - 1;
      const balance = prize.amount
        ? changeBalance(ctx, user.id, prize.amount, 'turntable', 'activity:1')
        : user.balance;
      const drawn = {
        index,
        prize: { id: prize.id, name: localize(prize.name), amount: prize.amount },
        balance,
        num,
      };
      event(user, 1, 'draw', prize.amount, drawn);
      return drawn;
    })();
    return ok(result);
  });
  both('get', 'turntable/user/record', async (req) => {
    const user = requireUser(ctx, req);
    return ok(
      events(user.id, 1, 'draw').map((e) => ({
        id: e.id,
        amount: e.amount,
        prize: (JSON.parse(e.data) as { prize: unknown }).prize,
        createdAt: isoVn(e.created_at),
      })),
    );
  });
  both('post', 'turntable/record', async () => {
    const rows = ctx.db
      .prepare(
        `SELECT e.amount, e.created_at, u.user_name FROM activity_events e JOIN users u ON u.id = e.user_id
         WHERE e.activity_id = 1 AND e.kind = 'draw' AND e.amount > 0 ORDER BY e.id DESC LIMIT 30`,
      )
      .all() as { amount: number; created_at: number; user_name: string }[];
    const seeded = ['member01', 'vn20481122', 'tuananh88', 'lanphuong', 'hoangvu99'].map(
      (n, i) => ({
        userName: mask(n),
        amount: WHEEL_PRIZES[(i % 6) + 1]!.amount,
        createdAt: isoVn(Date.now() - (i + 1) * 600_000),
      }),
    );
    return ok([
      ...rows.map((r) => ({
        userName: mask(r.user_name),
        amount: r.amount,
        createdAt: isoVn(r.created_at),
      })),
      ...seeded,
    ]);
  });

  // Match prediction ("cheer") activity: its fixtures, in the state the book has them in.
  const matchConfig = () => ({
    activityId: 6,
    matches: predictionFixtures(ctx).map(({ view, state }) => ({
      matchId: view.id,
      home: view.ts[0]?.na,
      away: view.ts[1]?.na,
      league: view.lg.na,
      ...liveScore(view, state),
    })),
  });
  both('get', 'getMatchConfig', async () => ok(matchConfig()));
  both('get', 'matchTemplate/detail', async () =>
    ok({
      templateId: 1,
      title: localize(PREDICTION_TEMPLATE.title),
      rules: localizeAll(PREDICTION_TEMPLATE.rules),
      ...matchConfig(),
    }),
  );
  both('get', 'getMatchAwardConfig', async () =>
    ok([
      { level: 1, correct: 1, amount: 50_000 },
      { level: 2, correct: 3, amount: 200_000 },
      { level: 3, correct: 5, amount: 888_000 },
    ]),
  );
  both('get', 'cheer/queryCheerRecord', async (req) => {
    const user = requireUser(ctx, req);
    return ok(
      events(user.id, 6, 'cheer').map((e) => ({
        id: e.id,
        ...(JSON.parse(e.data) as object),
        createdAt: isoVn(e.created_at),
      })),
    );
  });
  both('post', 'cheer/save', async (req) => {
    const user = requireUser(ctx, req);
    const body = bodyOf<CheerBody>(req);
    const matchId = Number(body.matchId);
    const match = matchConfig().matches.find((m) => m.matchId === matchId);
    if (!match) throw illegal('matchId is not part of the activity');
    if (match.phase !== 'upcoming' || match.bt <= ctx.clock.now())
      throw new BizError(Codes.PREDICTION_CLOSED, 'Predictions close at kick-off');
    if (
      events(user.id, 6, 'cheer').some(
        (e) => (JSON.parse(e.data) as { matchId: number }).matchId === matchId,
      )
    )
      throw new BizError(Codes.ALREADY_CLAIMED, 'Already predicted this match');
    event(user, 6, 'cheer', 0, {
      matchId,
      home: Number(body.home) || 0,
      away: Number(body.away) || 0,
    });
    return ok(true);
  });
  both('post', 'receiveMatchRewards', async (req) => {
    const user = requireUser(ctx, req);
    assertNotExcluded(ctx, user.id);
    if (events(user.id, 6, 'claim').length)
      throw new BizError(Codes.ALREADY_CLAIMED, 'Rewards already received');
    const cheers = events(user.id, 6, 'cheer').length;
    if (!cheers) throw new BizError(Codes.WARNING, 'Predict at least one match first');
    const balance = ctx.db.transaction(() => {
      event(user, 6, 'claim', 50_000);
      return changeBalance(ctx, user.id, 50_000, 'activity', 'activity:6');
    })();
    return ok({ amount: 50_000, balance });
  });
}

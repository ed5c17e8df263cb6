import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Codes } from '../codes';
import type { Ctx } from '../context';
import { ok } from '../envelope';
import { BizError, illegal, notFound } from '../errors';
import { queryMatches } from '../provider/query';
import { ACTIVITIES, REBATE_RATE, WHEEL_DAILY_CHANCES, WHEEL_PRIZES } from '../seed/activities';
import { isoVn, startOfDayVn } from '../time';
import type { UserRow } from '../users';
import { changeBalance, requireUser, sessionUser } from '../users';

type Body = Record<string, unknown>;
type EventRow = {
  id: number;
  user_id: number | null;
  activity_id: number;
  kind: string;
  amount: number;
  data: string;
  created_at: number;
};

function activityOf(v: unknown) {
  const id = Number(v);
  const a = ACTIVITIES.find((x) => x.id === id);
  if (!a) throw notFound('Activity');
  return a;
}

function mask(name: string): string {
  return name.length <= 5
    ? `${name[0]}***${name.slice(-1)}`
    : `${name.slice(0, 2)}***${name.slice(-2)}`;
}

export function registerPromotionRoutes(app: FastifyInstance, ctx: Ctx): void {
  const P = '/api/promotion';
  const A = `${P}/activity`;
  const both = (
    method: 'get' | 'post',
    path: string,
    handler: (req: FastifyRequest) => Promise<unknown>,
  ) => {
    app[method](`${A}/${path}`, handler);
    app[method](`${P}/${path}`, handler);
  };
  const event = (
    user: UserRow | null,
    activityId: number,
    kind: string,
    amount = 0,
    data: unknown = {},
  ) =>
    Number(
      ctx.db
        .prepare(
          'INSERT INTO activity_events (user_id, activity_id, kind, amount, data, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(user?.id ?? null, activityId, kind, amount, JSON.stringify(data), Date.now())
        .lastInsertRowid,
    );
  const events = (userId: number, activityId: number, kind: string, since = 0) =>
    ctx.db
      .prepare(
        'SELECT * FROM activity_events WHERE user_id = ? AND activity_id = ? AND kind = ? AND created_at >= ? ORDER BY id DESC',
      )
      .all(userId, activityId, kind, since) as EventRow[];
  const q = (req: FastifyRequest) => (req.query ?? {}) as Record<string, string>;
  const b = (req: FastifyRequest) => (req.body ?? {}) as Body;

  app.get(`${A}/list`, async () => ok(ACTIVITIES.map((a) => ({ ...a, status: 1 }))));

  app.post(`${A}/click`, async (req) => {
    const a = activityOf(b(req).activityId ?? b(req).id);
    event(sessionUser(ctx, req), a.id, 'click');
    return ok(true);
  });

  app.post(`${A}/saveActivitySignUp`, async (req) => {
    const user = requireUser(ctx, req);
    const a = activityOf(b(req).activityId);
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
    const a = activityOf(b(req).activityId);
    let amount = 0;
    if (a.type === 'sign') {
      if (events(user.id, a.id, 'claim', startOfDayVn(Date.now())).length)
        throw new BizError(Codes.ALREADY_CLAIMED, 'Already checked in today');
      amount = a.bonus;
    } else if (a.type === 'giftPack') {
      if (events(user.id, a.id, 'claim').length)
        throw new BizError(Codes.ALREADY_CLAIMED, 'Gift pack already claimed');
      amount = a.bonus;
    } else if (a.type === 'rebate') {
      amount = rebateDue(user).cashback;
      if (amount <= 0) throw new BizError(Codes.WARNING, 'No rebate to claim yet');
    } else {
      throw new BizError(Codes.WARNING, 'You are not eligible for this activity yet');
    }
    const balance = changeBalance(ctx, user.id, amount, 'activity', `activity:${a.id}`);
    event(user, a.id, 'claim', amount);
    return ok({ amount, balance });
  });

  app.post(`${A}/newMemberGiftPack/isOpen`, async (req) => {
    const user = sessionUser(ctx, req);
    const claimed = user ? events(user.id, 3, 'claim').length > 0 : false;
    return ok({
      id: 3,
      name: ACTIVITIES[2].name,
      status: claimed ? 0 : 1,
      amount: ACTIVITIES[2].bonus,
    });
  });

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
    const user = requireUser(ctx, req);
    activityOf(q(req).activityId);
    const row = ctx.db
      .prepare(
        'SELECT COALESCE(SUM(stake), 0) AS total, COUNT(*) AS n FROM orders WHERE user_id = ? AND status IN (4, 5)',
      )
      .get(user.id) as { total: number; n: number };
    return ok({ betTotal: row.total, betCount: row.n });
  });

  // Lucky wheel: the server draws, the client only animates to the returned index.
  const chancesLeft = (user: UserRow) =>
    Math.max(0, WHEEL_DAILY_CHANCES - events(user.id, 1, 'draw', startOfDayVn(Date.now())).length);

  both('get', 'turntable/detail', async () =>
    ok({
      activityId: 1,
      dailyChances: WHEEL_DAILY_CHANCES,
      prizes: WHEEL_PRIZES.map((p, index) => ({ id: p.id, name: p.name, amount: p.amount, index })),
    }),
  );
  both('get', 'turntable/user/num', async (req) => ok({ num: chancesLeft(requireUser(ctx, req)) }));
  both('get', 'turntable/prize/get', async (req) => {
    const user = requireUser(ctx, req);
    const key = req.headers['idempotency-key'];
    if (typeof key === 'string' && key) {
      const prev = (events(user.id, 1, 'draw') as EventRow[]).find(
        (e) => (JSON.parse(e.data) as { key?: string }).key === key,
      );
      if (prev) return ok({ ...(JSON.parse(prev.data) as object), replayed: true });
    }
    if (chancesLeft(user) <= 0) throw new BizError(Codes.ALREADY_CLAIMED, 'No spins left today');
    const total = WHEEL_PRIZES.reduce((n, p) => n + p.weight, 0);
    let x = crypto.randomInt(total);
    const index = WHEEL_PRIZES.findIndex((p) => (x -= p.weight) < 0);
    const prize = WHEEL_PRIZES[index]!;
    const balance = prize.amount
      ? changeBalance(ctx, user.id, prize.amount, 'turntable', 'activity:1')
      : user.balance;
    const result = {
      index,
      prize: { id: prize.id, name: prize.name, amount: prize.amount },
      balance,
      num: chancesLeft(user) - 1,
    };
    event(user, 1, 'draw', prize.amount, {
      ...result,
      key: typeof key === 'string' ? key : undefined,
    });
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

  // Match prediction ("cheer") activity.
  const matchConfig = () => {
    const matches = queryMatches(ctx, { kinds: ['today', 'early'], sportId: 1 }).slice(0, 6);
    return {
      activityId: 6,
      matches: matches.map((m) => ({
        matchId: m.id,
        home: m.ts[0]?.na,
        away: m.ts[1]?.na,
        league: m.lg.na,
        bt: m.bt,
      })),
    };
  };
  both('get', 'getMatchConfig', async () => ok(matchConfig()));
  both('get', 'matchTemplate/detail', async () =>
    ok({
      templateId: 1,
      title: 'Dự đoán tỉ số',
      rules: ['Dự đoán đúng tỉ số nhận 50.000 ₫', 'Mỗi trận dự đoán một lần'],
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
    const body = b(req);
    const matchId = Number(body.matchId);
    if (!matchConfig().matches.some((m) => m.matchId === matchId))
      throw illegal('matchId is not part of the activity');
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
    if (events(user.id, 6, 'claim').length)
      throw new BizError(Codes.ALREADY_CLAIMED, 'Rewards already received');
    const cheers = events(user.id, 6, 'cheer').length;
    if (!cheers) throw new BizError(Codes.WARNING, 'Predict at least one match first');
    const balance = changeBalance(ctx, user.id, 50_000, 'activity', 'activity:6');
    event(user, 6, 'claim', 50_000);
    return ok({ amount: 50_000, balance });
  });

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

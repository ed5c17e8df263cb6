import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addBan, type BanRow } from '../bans';
import { CHAT_SIG_TTL_MS, sessionHash, signChat } from '../chat-sig';
import { Codes } from '../codes';
import type { Ctx } from '../context';
import { mediaUrl } from '../context';
import { kvGet } from '../db/open';
import { ok } from '../envelope';
import { BizError, illegal, notFound } from '../errors';
import { randomToken } from '../ids';
import { matchById, queryMatches, fold } from '../provider/query';
import { CHATROOM_CONFIG } from '../seed';
import type { StreamRow } from '../streams';
import { STREAM, STREAM_SELECT, avatarUrl, getStream, streamView, videoSources } from '../streams';
import type { UserRow } from '../users';
import { changeBalance, requestToken, requireUser, sessionUser, userById } from '../users';

type Body = Record<string, unknown>;
const body = (req: FastifyRequest) => (req.body ?? {}) as Body;
const idOf = (v: unknown, what = 'id') => {
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) throw illegal(`${what} must be a positive integer`);
  return n;
};
const pageOf = (b: Body) => ({
  current: Math.max(1, Number(b.current) || 1),
  size: Math.min(200, Math.max(1, Number(b.size) || 20)),
});
function paged<T>(list: T[], b: Body) {
  const { current, size } = pageOf(b);
  return {
    records: list.slice((current - 1) * size, current * size),
    total: list.length,
    current,
    size,
  };
}
const text = (v: unknown, max: number, what: string) => {
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || v.length > max)
    throw illegal(`${what} must be a string of at most ${max} characters`);
  return v.trim();
};

/** Anchors act on their own streams; super admins on any. */
function ownStream(ctx: Ctx, user: UserRow, id: number): StreamRow {
  const s = getStream(ctx, id);
  if (user.role !== 'superAdmin' && s.anchor_id !== user.id)
    throw new BizError(Codes.FORBIDDEN, 'Permission denied: not your stream');
  return s;
}

const COVER_TAGS = [
  'Bóng đá',
  'Bóng rổ',
  'Hot',
  'Soi kèo',
  'Giải trí',
  'Esports',
  'Nhận định',
  'V.League',
];

export function registerLiveRoutes(app: FastifyInstance, ctx: Ctx): void {
  const L = '/api/live';
  const anchorOnly = (req: FastifyRequest) => requireUser(ctx, req, ['anchor', 'superAdmin']);

  app.post(`${L}/stream/list`, async (req) => {
    const b = body(req);
    const where: string[] = [];
    const args: unknown[] = [];
    if (b.status) {
      where.push('s.status = ?');
      args.push(Number(b.status));
    } else where.push('s.status IN (1, 2, 3)');
    if (b.sportId) {
      where.push('s.sport_id = ?');
      args.push(Number(b.sportId));
    }
    if (b.anchorId) {
      where.push('s.anchor_id = ?');
      args.push(Number(b.anchorId));
    }
    const rows = ctx.db
      .prepare(`${STREAM_SELECT} WHERE ${where.join(' AND ')} ORDER BY s.id`)
      .all(...args) as StreamRow[];
    const current = Math.max(1, Number(b.current) || 1);
    const size = Math.min(999, Math.max(1, Number(b.size) || 999));
    return ok({
      records: rows.slice((current - 1) * size, current * size).map((s) => streamView(ctx, s)),
      total: rows.length,
      current,
      size,
    });
  });

  app.post(`${L}/stream/save`, async (req) => {
    const user = anchorOnly(req);
    const b = body(req);
    const title = text(b.title, 80, 'title');
    if (!title) throw illegal('title is required');
    const start =
      b.startTime === undefined || b.startTime === ''
        ? Date.now()
        : Number(b.startTime) || Date.parse(String(b.startTime));
    if (!Number.isFinite(start)) throw illegal('startTime must be epoch ms or ISO 8601');
    const reserved = start > Date.now() + 60_000;
    if (!reserved) {
      const live = ctx.db
        .prepare('SELECT id FROM streams WHERE anchor_id = ? AND status = 2')
        .get(user.id) as { id: number } | undefined;
      if (live)
        throw new BizError(Codes.STREAM_STATE, `Stream ${live.id} is already live; stop it first`);
    }
    const matchId = b.matchId ? idOf(b.matchId, 'matchId') : null;
    const match = matchId ? matchById(ctx, matchId) : null;
    if (matchId && !match) throw notFound('Match');
    const feeAmount = Math.max(0, Number(b.feeAmount) || 0);
    const tags = Array.isArray(b.tags)
      ? b.tags.filter((t) => typeof t === 'string').slice(0, 5)
      : [];
    const id = Number(
      ctx.db
        .prepare(
          `INSERT INTO streams (title, anchor_id, status, viewers, sport_id, match_id, start_time, cover, is_fee, fee_amount, tags, notice, created_at)
           VALUES (?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          title,
          user.id,
          reserved ? STREAM.RESERVED : STREAM.LIVE,
          match?.sid ?? (b.sportId ? Number(b.sportId) : null),
          matchId,
          start,
          text(b.cover, 300, 'cover') || `/media/covers/${(Date.now() % 12) + 1}.svg`,
          feeAmount > 0 ? 1 : 0,
          feeAmount,
          JSON.stringify(tags),
          text(b.notice, 300, 'notice') ?? '',
          Date.now(),
        ).lastInsertRowid,
    );
    return ok(streamView(ctx, getStream(ctx, id)));
  });

  app.post(`${L}/stream/update`, async (req) => {
    const user = anchorOnly(req);
    const b = body(req);
    const s = ownStream(ctx, user, idOf(b.id));
    const title = text(b.title, 80, 'title') || s.title;
    const notice = text(b.notice, 300, 'notice') ?? s.notice;
    const cover = text(b.cover, 300, 'cover') || s.cover;
    const tags = Array.isArray(b.tags) ? JSON.stringify(b.tags.slice(0, 5)) : s.tags;
    const feeAmount =
      b.feeAmount === undefined ? s.fee_amount : Math.max(0, Number(b.feeAmount) || 0);
    ctx.db
      .prepare(
        'UPDATE streams SET title = ?, notice = ?, cover = ?, tags = ?, fee_amount = ?, is_fee = ? WHERE id = ?',
      )
      .run(title, notice, cover, tags, feeAmount, feeAmount > 0 ? 1 : 0, s.id);
    return ok(streamView(ctx, getStream(ctx, s.id)));
  });

  const transition = (from: number[], to: number, verb: string) => async (req: FastifyRequest) => {
    const user = anchorOnly(req);
    const s = ownStream(ctx, user, idOf(body(req).id));
    if (!from.includes(s.status))
      throw new BizError(
        Codes.STREAM_STATE,
        `Stream ${s.id} cannot be ${verb} (status ${s.status})`,
      );
    if (to === STREAM.LIVE) {
      const live = ctx.db
        .prepare('SELECT id FROM streams WHERE anchor_id = ? AND status = 2')
        .get(s.anchor_id);
      if (live) throw new BizError(Codes.STREAM_STATE, 'Another stream is already live');
    }
    ctx.db
      .prepare(
        `UPDATE streams SET status = ?${to === STREAM.LIVE ? ', start_time = ?' : ''} WHERE id = ?`,
      )
      .run(...(to === STREAM.LIVE ? [to, Date.now(), s.id] : [to, s.id]));
    ctx.chat?.broadcast(s.id, { type: 'status', status: to });
    return ok(streamView(ctx, getStream(ctx, s.id)));
  };
  app.post(`${L}/stream/stop`, transition([STREAM.LIVE], STREAM.ENDED, 'stopped'));
  app.post(`${L}/stream/cancel`, transition([STREAM.RESERVED], STREAM.CANCELLED, 'cancelled'));
  app.post(`${L}/stream/start`, transition([STREAM.RESERVED], STREAM.LIVE, 'started'));

  app.post(`${L}/stream/reserveList`, async (req) => {
    const user = sessionUser(ctx, req);
    const rows = ctx.db
      .prepare(`${STREAM_SELECT} WHERE s.status = 1 ORDER BY s.start_time`)
      .all() as StreamRow[];
    const mine = new Set(
      user
        ? (
            ctx.db
              .prepare('SELECT stream_id FROM stream_reservations WHERE user_id = ?')
              .all(user.id) as { stream_id: number }[]
          ).map((r) => r.stream_id)
        : [],
    );
    const count = ctx.db.prepare(
      'SELECT COUNT(*) AS n FROM stream_reservations WHERE stream_id = ?',
    );
    return ok(
      paged(
        rows.map((s) => ({
          ...streamView(ctx, s),
          reserved: mine.has(s.id),
          reserveCount: (count.get(s.id) as { n: number }).n,
        })),
        body(req),
      ),
    );
  });

  /** Toggles the caller's reservation of an upcoming stream. */
  app.post(`${L}/stream/reserve`, async (req) => {
    const user = requireUser(ctx, req);
    const s = getStream(ctx, idOf(body(req).id));
    if (s.status !== STREAM.RESERVED)
      throw new BizError(Codes.STREAM_STATE, 'Only upcoming streams can be reserved');
    const del = ctx.db
      .prepare('DELETE FROM stream_reservations WHERE stream_id = ? AND user_id = ?')
      .run(s.id, user.id);
    if (!del.changes)
      ctx.db
        .prepare(
          'INSERT INTO stream_reservations (stream_id, user_id, created_at) VALUES (?, ?, ?)',
        )
        .run(s.id, user.id, Date.now());
    return ok({ reserved: del.changes === 0 });
  });

  app.get(`${L}/stream/countReserve/:id`, async (req) => {
    const id = idOf((req.params as { id: string }).id);
    getStream(ctx, id);
    return ok(
      (
        ctx.db
          .prepare('SELECT COUNT(*) AS n FROM stream_reservations WHERE stream_id = ?')
          .get(id) as { n: number }
      ).n,
    );
  });

  app.post(`${L}/stream/getStreamStatus`, async (req) => {
    const s = getStream(ctx, idOf(body(req).id));
    return ok({ id: s.id, status: s.status, viewers: s.viewers + (ctx.chat?.roomSize(s.id) ?? 0) });
  });

  app.get(`${L}/stream/getInfo/:id`, async (req) => {
    const s = getStream(ctx, idOf((req.params as { id: string }).id));
    const user = sessionUser(ctx, req);
    const paid = user
      ? !!ctx.db
          .prepare('SELECT 1 FROM paid_access WHERE user_id = ? AND target = ?')
          .get(user.id, `stream:${s.id}`)
      : false;
    const match = s.match_id ? matchById(ctx, s.match_id) : null;
    const locked = s.is_fee === 1 && !paid && user?.id !== s.anchor_id;
    return ok({
      ...streamView(ctx, s),
      videoSources: locked ? [] : streamView(ctx, s).videoSources,
      locked,
      match,
      isFollow: user
        ? !!ctx.db
            .prepare('SELECT 1 FROM anchor_follows WHERE user_id = ? AND anchor_id = ?')
            .get(user.id, s.anchor_id)
        : false,
      chatroom: { roomId: s.id, ...(kvGet(ctx.db, 'chatroomConfig') ?? CHATROOM_CONFIG) },
    });
  });

  app.post(`${L}/video/matchListFront`, async (req) => {
    const b = body(req);
    const live = ctx.db
      .prepare(`${STREAM_SELECT} WHERE s.status = 2 AND s.match_id IS NOT NULL ORDER BY s.id`)
      .all() as StreamRow[];
    const byMatch = new Map(live.map((s) => [s.match_id as number, s]));
    const matches = queryMatches(ctx, {
      kinds: ['live', 'today'],
      sportId: b.sportId ? Number(b.sportId) : null,
    });
    return ok(
      matches
        .filter((m) => byMatch.has(m.id) || m.fbId)
        .map((m) => ({
          matchId: m.id,
          sportId: m.sid,
          leagueName: m.lg.na,
          homeName: m.ts[0]?.na ?? '',
          awayName: m.ts[1]?.na ?? '',
          homeLogo: m.ts[0]?.lurl ?? '',
          awayLogo: m.ts[1]?.lurl ?? '',
          ms: m.ms,
          bt: m.bt,
          score: m.nsg[0]?.sc ?? [],
          streamId: byMatch.get(m.id)?.id ?? null,
          fbId: m.fbId,
        })),
    );
  });

  app.get(`${L}/video/videoList`, async () => {
    const live = ctx.db
      .prepare(`${STREAM_SELECT} WHERE s.status = 2 ORDER BY s.id`)
      .all() as StreamRow[];
    return ok(
      live.map((s) => ({
        streamId: s.id,
        matchId: s.match_id,
        title: s.title,
        sources: videoSources(ctx),
      })),
    );
  });

  app.get(`${L}/video/queryKeyWordByName`, async (req) => {
    const k = fold(String((req.query as { keyWord?: string }).keyWord ?? '').slice(0, 50)).trim();
    const rows = ctx.db
      .prepare(`${STREAM_SELECT} WHERE s.status IN (1, 2) ORDER BY s.id`)
      .all() as StreamRow[];
    return ok(
      k
        ? rows
            .filter((s) => fold(`${s.title} ${s.anchor_name} ${s.anchor_user_name}`).includes(k))
            .map((s) => streamView(ctx, s))
        : [],
    );
  });

  app.get(`${L}/video/queryCustomerLineSwitch`, async () =>
    ok({
      switch: 1,
      defaultLine: 1,
      lines: [
        { line: 1, name: 'Line 1' },
        { line: 2, name: 'Line 2' },
      ],
    }),
  );

  app.post(`${L}/satellite/save`, async (req) => {
    const user = anchorOnly(req);
    const key = `${user.user_name}-${randomToken(6)}`;
    return ok({
      pushUrl: 'rtmp://127.0.0.1:1935/live',
      streamKey: key,
      satellite: text(body(req).name, 60, 'name') ?? 'default',
    });
  });

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
    const b = body(req);
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
    const anchorId = idOf(body(req).anchorId, 'anchorId');
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
        name: g.name,
        price: g.price,
        icon: mediaUrl(ctx, g.icon),
        animation: '',
      })),
    );
  });

  /** Sends a gift: debits the sender, credits the anchor half, broadcasts a gift event to the room. */
  app.post(`${L}/gift/profit/save`, async (req) => {
    const user = requireUser(ctx, req);
    const b = body(req);
    const s = getStream(ctx, idOf(b.streamId ?? b.liveId, 'streamId'));
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
      changeBalance(ctx, s.anchor_id, amount / 2, 'gift-income', `stream:${s.id}`);
      ctx.db
        .prepare(
          'INSERT INTO gift_logs (sender_id, anchor_id, stream_id, gift_id, count, amount, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(user.id, s.anchor_id, s.id, gift.id, count, amount, Date.now());
      return left;
    })();
    ctx.chat?.broadcast(s.id, {
      type: 'gift',
      gift: { id: gift.id, name: gift.name, icon: mediaUrl(ctx, gift.icon), price: gift.price },
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
    const user = anchorOnly(req);
    const b = body(req);
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
          income: g.amount / 2,
          userName: g.user_name,
          nickName: g.nick_name,
          createdAt: g.created_at,
        })),
        b,
      ),
    );
  });

  app.post(`${L}/gift/profit/sum`, async (req) => {
    const user = anchorOnly(req);
    const logs = giftLogs(user.id);
    const dayStart = Date.now() - 86_400_000;
    return ok({
      totalAmount: logs.reduce((n, g) => n + g.amount, 0),
      totalIncome: logs.reduce((n, g) => n + g.amount / 2, 0),
      todayIncome: logs
        .filter((g) => g.created_at > dayStart)
        .reduce((n, g) => n + g.amount / 2, 0),
      count: logs.length,
    });
  });

  app.post(`${L}/cover/tag/list`, async () =>
    ok(COVER_TAGS.map((name, i) => ({ id: i + 1, name }))),
  );

  // Push orders: an anchor's bet tips shown in the room, free or paid.
  type Push = {
    id: number;
    anchor_id: number;
    stream_id: number | null;
    kind: string;
    data: string;
    is_fee: number;
    fee: number;
    created_at: number;
  };
  const pushView = (p: Push, viewer: UserRow | null) => {
    const paid =
      !p.is_fee ||
      viewer?.id === p.anchor_id ||
      (viewer &&
        !!ctx.db
          .prepare('SELECT 1 FROM paid_access WHERE user_id = ? AND target = ?')
          .get(viewer.id, `push:${p.id}`));
    return {
      id: p.id,
      anchorId: p.anchor_id,
      streamId: p.stream_id,
      kind: p.kind,
      isFee: p.is_fee,
      fee: p.fee,
      locked: !paid,
      content: paid ? JSON.parse(p.data) : null,
      createdAt: p.created_at,
    };
  };

  app.post(`${L}/push/order/save`, async (req) => {
    const user = anchorOnly(req);
    const b = body(req);
    const content = b.content ?? b.data;
    if (content === undefined || JSON.stringify(content).length > 4000)
      throw illegal('content is required (max 4000 chars)');
    const fee = Math.max(0, Number(b.fee) || 0);
    const streamId = b.streamId ? idOf(b.streamId, 'streamId') : null;
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
    const b = body(req);
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
        rows.map((p) => pushView(p, viewer)),
        b,
      ),
    );
  });

  app.post(`${L}/push/order/list2`, async (req) => {
    const user = anchorOnly(req);
    const rows = ctx.db
      .prepare('SELECT * FROM push_orders WHERE anchor_id = ? ORDER BY id DESC')
      .all(user.id) as Push[];
    return ok(
      paged(
        rows.map((p) => pushView(p, user)),
        body(req),
      ),
    );
  });

  app.post(`${L}/follow/order/save`, async (req) => {
    const user = requireUser(ctx, req);
    const b = body(req);
    const push = ctx.db
      .prepare('SELECT * FROM push_orders WHERE id = ?')
      .get(idOf(b.pushOrderId ?? b.id, 'pushOrderId')) as Push | undefined;
    if (!push) throw notFound('Push order');
    if (!pushView(push, user).content) throw new BizError(Codes.WARNING, 'Unlock this tip first');
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

  app.post(`${L}/follow/order/list`, async (req) => {
    const user = requireUser(ctx, req);
    const rows = ctx.db
      .prepare(
        "SELECT * FROM activity_events WHERE user_id = ? AND kind = 'follow-order' ORDER BY id DESC",
      )
      .all(user.id) as { id: number; amount: number; data: string; created_at: number }[];
    return ok(
      paged(
        rows.map((r) => ({
          id: r.id,
          stake: r.amount,
          ...JSON.parse(r.data),
          createdAt: r.created_at,
        })),
        body(req),
      ),
    );
  });

  const feeTarget = (b: Body): { target: string; fee: number; ownerId: number } => {
    if (b.pushOrderId) {
      const p = ctx.db
        .prepare('SELECT * FROM push_orders WHERE id = ?')
        .get(idOf(b.pushOrderId, 'pushOrderId')) as Push | undefined;
      if (!p) throw notFound('Push order');
      return { target: `push:${p.id}`, fee: p.fee, ownerId: p.anchor_id };
    }
    const s = getStream(ctx, idOf(b.streamId ?? b.id, 'streamId'));
    return { target: `stream:${s.id}`, fee: s.fee_amount, ownerId: s.anchor_id };
  };

  app.post(`${L}/relation/isFee`, async (req) => {
    const user = requireUser(ctx, req);
    const t = feeTarget(body(req));
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
    const t = feeTarget(body(req));
    if (t.fee <= 0) return ok({ paid: true, balance: user.balance });
    if (
      ctx.db
        .prepare('SELECT 1 FROM paid_access WHERE user_id = ? AND target = ?')
        .get(user.id, t.target)
    )
      return ok({ paid: true, balance: user.balance });
    const balance = ctx.db.transaction(() => {
      const left = changeBalance(ctx, user.id, -t.fee, 'paid-content', t.target);
      changeBalance(ctx, t.ownerId, t.fee / 2, 'paid-content-income', t.target);
      ctx.db
        .prepare(
          'INSERT INTO paid_access (user_id, target, amount, created_at) VALUES (?, ?, ?, ?)',
        )
        .run(user.id, t.target, t.fee, Date.now());
      return left;
    })();
    return ok({ paid: true, balance });
  });

  // Bans (mute log): anchors mute in their own rooms, super admins anywhere.
  type BanJoin = BanRow & { user_name: string; nick_name: string };
  const banView = (b: BanJoin) => ({
    id: b.id,
    userId: b.user_id,
    userName: b.user_name,
    nickName: b.nick_name,
    streamId: b.stream_id,
    operatorId: b.operator_id,
    reason: b.reason,
    banType: b.ban_type,
    status: b.status === 1 && b.until > Date.now() ? 1 : 0,
    until: b.until,
    createdAt: b.created_at,
  });

  app.post('/api/user/banLog/list', async (req) => {
    const user = anchorOnly(req);
    const b = body(req);
    const rows = ctx.db
      .prepare(
        `SELECT b.*, u.user_name, u.nick_name FROM bans b JOIN users u ON u.id = b.user_id
         WHERE (? = 1 OR b.operator_id = ? OR b.stream_id IN (SELECT id FROM streams WHERE anchor_id = ?))
           AND (? IS NULL OR u.user_name LIKE ?) ORDER BY b.id DESC`,
      )
      .all(
        user.role === 'superAdmin' ? 1 : 0,
        user.id,
        user.id,
        b.userName ?? null,
        `%${String(b.userName ?? '')}%`,
      ) as BanJoin[];
    const status = b.status === undefined || b.status === '' ? null : Number(b.status);
    return ok(
      paged(
        rows.map(banView).filter((x) => status === null || x.status === status),
        b,
      ),
    );
  });

  app.post('/api/user/banLog/save', async (req) => {
    const user = anchorOnly(req);
    const b = body(req);
    const target = b.userId
      ? userById(ctx.db, idOf(b.userId, 'userId'))
      : (ctx.db
          .prepare('SELECT * FROM users WHERE user_name = ? COLLATE NOCASE')
          .get(String(b.userName ?? '')) as UserRow | undefined);
    if (!target) throw notFound('User');
    if (target.id === user.id) throw illegal('you cannot ban yourself');
    if (user.role !== 'superAdmin' && target.role !== 'member')
      throw new BizError(Codes.FORBIDDEN, 'Permission denied: anchors can only mute members');
    const streamId = b.streamId ? idOf(b.streamId, 'streamId') : null;
    if (user.role !== 'superAdmin') {
      if (!streamId) throw illegal('streamId is required');
      ownStream(ctx, user, streamId);
    }
    const minutes = Number(b.minutes ?? 60);
    if (!Number.isFinite(minutes) || minutes < 1 || minutes > 525_600)
      throw illegal('minutes must be 1..525600');
    const id = addBan(ctx.db, {
      userId: target.id,
      streamId,
      operatorId: user.id,
      minutes,
      reason: text(b.reason, 200, 'reason') ?? '',
      banType: Number(b.banType ?? 1) || 1,
    });
    ctx.chat?.notifyUser(target.id, streamId, {
      type: 'ban',
      until: Date.now() + minutes * 60_000,
      reason: b.reason ?? '',
    });
    if (streamId) ctx.chat?.broadcast(streamId, { type: 'ban', userName: target.user_name });
    return ok({ id });
  });

  app.post('/api/user/banLog/batchUntie', async (req) => {
    const user = anchorOnly(req);
    const b = body(req);
    const ids = (Array.isArray(b.ids) ? b.ids : [])
      .map(Number)
      .filter(Number.isInteger)
      .slice(0, 500);
    if (!ids.length) throw illegal('ids must be a non-empty array');
    const r = ctx.db
      .prepare(
        `UPDATE bans SET status = 0 WHERE id IN (${ids.map(() => '?').join(',')})
         AND (? = 1 OR operator_id = ? OR stream_id IN (SELECT id FROM streams WHERE anchor_id = ?))`,
      )
      .run(...ids, user.role === 'superAdmin' ? 1 : 0, user.id, user.id);
    return ok({ updated: r.changes });
  });

  app.put('/api/user/banLog/update', async (req) => {
    requireUser(ctx, req, ['superAdmin']);
    const b = body(req);
    const ban = ctx.db.prepare('SELECT * FROM bans WHERE id = ?').get(idOf(b.id)) as
      { id: number; until: number; reason: string; status: number } | undefined;
    if (!ban) throw notFound('Ban');
    const until =
      b.minutes !== undefined
        ? Date.now() + Math.max(0, Number(b.minutes) || 0) * 60_000
        : ban.until;
    const status = b.status !== undefined ? (Number(b.status) ? 1 : 0) : ban.status;
    ctx.db
      .prepare('UPDATE bans SET until = ?, status = ?, reason = ? WHERE id = ?')
      .run(until, status, text(b.reason, 200, 'reason') ?? ban.reason, ban.id);
    return ok(true);
  });

  app.post('/api/user/banLog/banInfo', async (req) => {
    const user = requireUser(ctx, req);
    const b = body(req);
    const streamId = b.streamId ? Number(b.streamId) : null;
    const ban = ctx.db
      .prepare(
        'SELECT * FROM bans WHERE user_id = ? AND status = 1 AND until > ? AND (stream_id IS NULL OR ? IS NULL OR stream_id = ?) ORDER BY until DESC LIMIT 1',
      )
      .get(user.id, Date.now(), streamId, streamId) as
      { until: number; reason: string; created_at: number } | undefined;
    return ok({
      banned: !!ban,
      until: ban?.until ?? null,
      reason: ban?.reason ?? '',
      banTime: ban?.created_at ?? null,
    });
  });

  app.post(`${L}/chatroom/config/info`, async () =>
    ok(kvGet(ctx.db, 'chatroomConfig') ?? CHATROOM_CONFIG),
  );

  app.get(`${L}/sensitive/word/list`, async () =>
    ok(kvGet<string[]>(ctx.db, 'sensitiveWords') ?? []),
  );

  app.post(`${L}/word/shielded/save`, async (req) => {
    const user = anchorOnly(req);
    const b = body(req);
    const word = text(b.word ?? b.content, 40, 'word');
    if (!word) throw illegal('word is required');
    ctx.db
      .prepare(
        'INSERT INTO shielded_words (word, reporter_id, stream_id, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(word, user.id, b.streamId ? Number(b.streamId) : null, Date.now());
    return ok(true);
  });

  /**
   * Chat signature for room {id}: bound to the caller's session (never to a client-supplied name);
   * guests get a read-only signature.
   */
  app.get(`${L}/chatroom/getSig/:id`, async (req) => {
    const s = getStream(ctx, idOf((req.params as { id: string }).id));
    const user = sessionUser(ctx, req);
    const token = user ? requestToken(req) : null;
    const exp = Date.now() + CHAT_SIG_TTL_MS;
    const claims = {
      uid: user?.id ?? null,
      name: user?.user_name ?? `guest_${randomToken(4)}`,
      room: s.id,
      ro: !user,
      exp,
      sess: token ? sessionHash(token) : null,
    };
    return ok({
      sig: signChat(claims, ctx.config.chatSigSecret),
      roomId: s.id,
      userName: claims.name,
      readOnly: claims.ro,
      expireAt: exp,
      wsUrl: `ws://127.0.0.1:${ctx.ports.api}/ws/chat`,
    });
  });

  app.post(`${L}/statistics/sum`, async (req) => {
    const user = anchorOnly(req);
    const streams = ctx.db
      .prepare('SELECT status, viewers, start_time FROM streams WHERE anchor_id = ?')
      .all(user.id) as {
      status: number;
      viewers: number;
      start_time: number;
    }[];
    const income = ctx.db
      .prepare('SELECT COALESCE(SUM(amount), 0) / 2 AS n FROM gift_logs WHERE anchor_id = ?')
      .get(user.id) as { n: number };
    const fans = ctx.db
      .prepare('SELECT COUNT(*) AS n FROM anchor_follows WHERE anchor_id = ?')
      .get(user.id) as { n: number };
    return ok({
      streamCount: streams.length,
      liveCount: streams.filter((s) => s.status === STREAM.LIVE).length,
      totalViewers: streams.reduce((n, s) => n + s.viewers, 0),
      giftIncome: income.n,
      fans: fans.n,
    });
  });

  app.post(`${L}/match/score`, async (req) => {
    const b = body(req);
    let ids = (Array.isArray(b.matchIds) ? b.matchIds : b.matchId ? [b.matchId] : [])
      .map(Number)
      .filter(Number.isFinite)
      .slice(0, 50);
    if (!ids.length && b.streamId) {
      const s = getStream(ctx, idOf(b.streamId, 'streamId'));
      ids = s.match_id ? [s.match_id] : [];
    }
    const list = ids.length ? queryMatches(ctx, { kinds: [], matchIds: ids }) : [];
    return ok(list.map((m) => ({ gameId: m.id, scores: m.nsg[0]?.sc ?? [], ms: m.ms, mc: m.mc })));
  });
}

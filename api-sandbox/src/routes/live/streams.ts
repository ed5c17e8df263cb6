import type { FastifyInstance } from 'fastify';
import type { StreamIdBody, StreamInput, StreamListQuery, StreamUpdateBody } from '@app/shared/api';
import type { PageQuery } from '@app/shared/rules';
import { bodyOf } from '../../http/untrusted';
import type { Ctx } from '../../context';
import type { FastifyRequest } from 'fastify';
import { Codes } from '../../codes';
import { kvGet } from '../../db/open';
import { ok } from '../../envelope';
import { BizError, illegal, notFound } from '../../errors';
import { paged } from '../../paging';
import { matchById } from '../../provider/query';
import { CHATROOM_CONFIG } from '../../seed';
import type { StreamRow } from '../../streams';
import { STREAM, STREAM_SELECT, getStream, streamView } from '../../streams';
import { requireUser, sessionUser } from '../../users';
import { L, anchorOnly, idOf, ownStream, text } from './helpers';

/** Streams: the list, an anchor's own streams (save, update, start, stop, cancel), reservations. */
export function registerStreamRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.post(`${L}/stream/list`, async (req) => {
    const b = bodyOf<StreamListQuery>(req);
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
    const p = paged(rows, b, { defaultSize: 999, maxSize: 999 });
    return ok({ ...p, records: p.records.map((s) => streamView(ctx, s)) });
  });

  app.post(`${L}/stream/save`, async (req) => {
    const user = anchorOnly(ctx, req);
    const b = bodyOf<StreamInput>(req);
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
    const user = anchorOnly(ctx, req);
    const b = bodyOf<StreamUpdateBody>(req);
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
    const user = anchorOnly(ctx, req);
    const s = ownStream(ctx, user, idOf(bodyOf<StreamIdBody>(req).id));
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
        bodyOf<PageQuery>(req),
      ),
    );
  });

  /** Toggles the caller's reservation of an upcoming stream. */
  app.post(`${L}/stream/reserve`, async (req) => {
    const user = requireUser(ctx, req);
    const s = getStream(ctx, idOf(bodyOf<StreamIdBody>(req).id));
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
    const s = getStream(ctx, idOf(bodyOf<StreamIdBody>(req).id));
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
}

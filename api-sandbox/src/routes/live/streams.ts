import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StreamIdBody, StreamInput, StreamListQuery, StreamUpdateBody } from '@app/shared/api';
import { bodyOf } from '../../http/untrusted';
import type { Ctx } from '../../context';
import { Codes } from '../../codes';
import { kvGet } from '../../db/open';
import { ok } from '../../envelope';
import { BizError, illegal, notFound } from '../../errors';
import { paged } from '../../paging';
import { matchById } from '../../provider/query';
import { CHATROOM_CONFIG } from '../../seed';
import type { StreamRow } from '../../streams';
import { STREAM, STREAM_SELECT, getStream, streamView } from '../../streams';
import { currentViewers, membersInRoom, recordPeak } from '../../stream-audience';
import { isEditable, nextStatus, type StreamAction } from '../../stream-lifecycle';
import type { UserRow } from '../../users';
import { sessionUser } from '../../users';
import { L, anchorOnly, idOf, ownStream, text } from './helpers';
import { changeStatus, startTimeOf } from './stream-transitions';

/**
 * Broadcasts started here lead, the newest first (a member finds the one that just began on top);
 * the rest keep their creation order, which the client sorts live first (SPEC §3).
 */
const ORDER = `ORDER BY (s.status = 2 AND s.live_at IS NOT NULL) DESC,
  CASE WHEN s.status = 2 THEN s.live_at END DESC, s.id`;

/** A draft is its anchor's (and a super admin's) alone: to anyone else it does not exist. */
function visibleStream(ctx: Ctx, user: UserRow | null, id: number): StreamRow {
  const s = getStream(ctx, id);
  const mine = user && (user.role === 'superAdmin' || user.id === s.anchor_id);
  if (s.status === STREAM.DRAFT && !mine) throw notFound('Stream');
  return s;
}

/** Streams: the list, an anchor's own streams (save, update, the life cycle), status and info. */
export function registerStreamRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.post(`${L}/stream/list`, async (req) => {
    const b = bodyOf<StreamListQuery>(req);
    const me = sessionUser(ctx, req);
    const where: string[] = [];
    const args: unknown[] = [];
    const ownList = !!me && b.anchorId !== undefined && Number(b.anchorId) === me.id;
    if (b.status !== undefined && b.status !== '') {
      where.push('s.status = ?');
      args.push(Number(b.status));
      if (!ownList) where.push('s.status <> 0');
    } else where.push(ownList ? 's.status IN (0, 1, 2, 3)' : 's.status IN (1, 2, 3)');
    if (b.sportId) {
      where.push('s.sport_id = ?');
      args.push(Number(b.sportId));
    }
    if (b.anchorId) {
      where.push('s.anchor_id = ?');
      args.push(Number(b.anchorId));
    }
    const rows = ctx.db
      .prepare(`${STREAM_SELECT} WHERE ${where.join(' AND ')} ${ORDER}`)
      .all(...args) as StreamRow[];
    const p = paged(rows, b, { defaultSize: 999, maxSize: 999 });
    return ok({ ...p, records: p.records.map((s) => streamView(ctx, s)) });
  });

  /** A new stream: a draft (`draft`), scheduled (a start time a minute away or more) or live now. */
  app.post(`${L}/stream/save`, async (req) => {
    const user = anchorOnly(ctx, req);
    const b = bodyOf<StreamInput & { draft?: boolean | string | number }>(req);
    const title = text(b.title, 80, 'title');
    if (!title) throw illegal('title is required');
    const start = startTimeOf(b.startTime);
    const draft = b.draft === true || b.draft === 'true' || b.draft === 1 || b.draft === '1';
    const status = draft
      ? STREAM.DRAFT
      : start > Date.now() + 60_000
        ? STREAM.RESERVED
        : STREAM.LIVE;
    const matchId = b.matchId ? idOf(b.matchId, 'matchId') : null;
    const match = matchId ? matchById(ctx, matchId) : null;
    if (matchId && !match) throw notFound('Match');
    const feeAmount = Math.max(0, Number(b.feeAmount) || 0);
    if (!Number.isInteger(feeAmount)) throw illegal('feeAmount must be whole minor units');
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
          status === STREAM.LIVE ? STREAM.DRAFT : status,
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
    // "live now" is a draft started at once, through the one path every start takes
    const s = getStream(ctx, id);
    return ok(streamView(ctx, status === STREAM.LIVE ? changeStatus(ctx, s, 'start') : s));
  });

  app.post(`${L}/stream/update`, async (req) => {
    const user = anchorOnly(ctx, req);
    const b = bodyOf<StreamUpdateBody>(req);
    const s = ownStream(ctx, user, idOf(b.id));
    if (!isEditable(s.status))
      throw new BizError(Codes.STREAM_STATE, `Stream ${s.id} has ended; start a new broadcast`);
    const title = text(b.title, 80, 'title') || s.title;
    const notice = text(b.notice, 300, 'notice') ?? s.notice;
    const cover = text(b.cover, 300, 'cover') || s.cover;
    const tags = Array.isArray(b.tags) ? JSON.stringify(b.tags.slice(0, 5)) : s.tags;
    const feeAmount =
      b.feeAmount === undefined ? s.fee_amount : Math.max(0, Number(b.feeAmount) || 0);
    if (!Number.isInteger(feeAmount)) throw illegal('feeAmount must be whole minor units');
    ctx.db
      .prepare(
        'UPDATE streams SET title = ?, notice = ?, cover = ?, tags = ?, fee_amount = ?, is_fee = ? WHERE id = ?',
      )
      .run(title, notice, cover, tags, feeAmount, feeAmount > 0 ? 1 : 0, s.id);
    return ok(streamView(ctx, getStream(ctx, s.id)));
  });

  const transition = (action: StreamAction) => async (req: FastifyRequest) => {
    const user = anchorOnly(ctx, req);
    const b = bodyOf<StreamIdBody & { startTime?: unknown }>(req);
    const s = ownStream(ctx, user, idOf(b.id));
    if (nextStatus(s.status, action) === null)
      throw new BizError(
        Codes.STREAM_STATE,
        s.status === STREAM.ENDED
          ? `Stream ${s.id} has ended; start a new broadcast`
          : `Stream ${s.id} cannot ${action} (status ${s.status})`,
      );
    return ok(streamView(ctx, changeStatus(ctx, s, action, b.startTime)));
  };
  app.post(`${L}/stream/stop`, transition('stop'));
  app.post(`${L}/stream/cancel`, transition('cancel'));
  app.post(`${L}/stream/start`, transition('start'));
  app.post(`${L}/stream/schedule`, transition('schedule'));

  /** The status the studio and the room poll: viewers now and peak; the anchor also sees who is in. */
  app.post(`${L}/stream/getStreamStatus`, async (req) => {
    const user = sessionUser(ctx, req);
    const s = visibleStream(ctx, user, idOf(bodyOf<StreamIdBody>(req).id));
    const viewers = currentViewers(ctx, s);
    const peak = s.status === STREAM.LIVE ? recordPeak(ctx, s, viewers) : s.peak_viewers;
    const owner = !!user && (user.id === s.anchor_id || user.role === 'superAdmin');
    const members = membersInRoom(ctx, s);
    return ok({
      id: s.id,
      status: s.status,
      viewers,
      peakViewers: peak,
      inRoom: members.length,
      ...(owner ? { audience: members.map((m) => m.userName) } : {}),
    });
  });

  app.get(`${L}/stream/getInfo/:id`, async (req) => {
    const user = sessionUser(ctx, req);
    const s = visibleStream(ctx, user, idOf((req.params as { id: string }).id));
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

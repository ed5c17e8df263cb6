import type { FastifyInstance } from 'fastify';
import type {
  BanInfoBody,
  BanLogQuery,
  BatchUntieBody,
  SaveBanInput,
  UpdateBanBody,
} from '@app/shared/api';
import { bodyOf } from '../../http/untrusted';
import type { Ctx } from '../../context';
import { addBan, type BanRow } from '../../bans';
import { Codes } from '../../codes';
import { ok } from '../../envelope';
import { BizError, illegal, notFound } from '../../errors';
import { paged } from '../../paging';
import type { UserRow } from '../../users';
import { requireUser, userById } from '../../users';
import { anchorOnly, idOf, ownStream, text } from './helpers';

/** Bans (mute log): anchors mute in their own rooms, super admins anywhere. */
export function registerBanRoutes(app: FastifyInstance, ctx: Ctx): void {
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
    const user = anchorOnly(ctx, req);
    const b = bodyOf<BanLogQuery>(req);
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
    const user = anchorOnly(ctx, req);
    const b = bodyOf<SaveBanInput>(req);
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
    const user = anchorOnly(ctx, req);
    const b = bodyOf<BatchUntieBody>(req);
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

  /** Changes a ban's length, reason or state: a super admin any, an anchor those of their rooms. */
  app.put('/api/user/banLog/update', async (req) => {
    const user = anchorOnly(ctx, req);
    const b = bodyOf<UpdateBanBody>(req);
    const ban = ctx.db.prepare('SELECT * FROM bans WHERE id = ?').get(idOf(b.id)) as
      BanRow | undefined;
    if (!ban) throw notFound('Ban');
    if (user.role !== 'superAdmin') {
      // a site-wide ban (no room) is the operator's; a room's, its anchor's
      if (ban.stream_id === null)
        throw new BizError(Codes.FORBIDDEN, 'Permission denied: not your room');
      ownStream(ctx, user, ban.stream_id);
    }
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

  /**
   * The active ban of the caller; an anchor (or super admin) may ask about another user in a room
   * of theirs (`userName` or `userId` with `streamId`), which is how the studio shows a chatter's state.
   */
  app.post('/api/user/banLog/banInfo', async (req) => {
    const user = requireUser(ctx, req);
    const b = bodyOf<BanInfoBody & { userName?: string; userId?: number | string }>(req);
    const streamId = b.streamId ? idOf(b.streamId, 'streamId') : null;
    let subject = user;
    if (b.userName !== undefined || b.userId !== undefined) {
      const asker = anchorOnly(ctx, req);
      if (asker.role !== 'superAdmin') {
        if (!streamId) throw illegal('streamId is required');
        ownStream(ctx, asker, streamId);
      }
      const target = b.userId
        ? userById(ctx.db, idOf(b.userId, 'userId'))
        : (ctx.db
            .prepare('SELECT * FROM users WHERE user_name = ? COLLATE NOCASE')
            .get(String(b.userName ?? '')) as UserRow | undefined);
      if (!target) throw notFound('User');
      subject = target;
    }
    const ban = ctx.db
      .prepare(
        'SELECT * FROM bans WHERE user_id = ? AND status = 1 AND until > ? AND (stream_id IS NULL OR ? IS NULL OR stream_id = ?) ORDER BY until DESC LIMIT 1',
      )
      .get(subject.id, Date.now(), streamId, streamId) as
      { id: number; until: number; reason: string; created_at: number } | undefined;
    return ok({
      banned: !!ban,
      id: ban?.id ?? null,
      until: ban?.until ?? null,
      reason: ban?.reason ?? '',
      banTime: ban?.created_at ?? null,
    });
  });
}

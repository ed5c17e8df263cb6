import type { FastifyInstance } from 'fastify';
import type { ShieldedWordBody } from '@app/shared/api';
import { Codes } from '../../codes';
import type { Ctx } from '../../context';
import type { Db } from '../../db/open';
import { ok } from '../../envelope';
import { BizError, illegal, notFound } from '../../errors';
import { bodyOf } from '../../http/untrusted';
import type { UserRow } from '../../users';
import { L, anchorOnly, idOf, ownStreamRef, text } from './helpers';

interface WordRow {
  id: number;
  word: string;
  reporter_id: number | null;
  stream_id: number | null;
  created_at: number;
}

/** The words the chat of one room blocks: the room's own and the site-wide ones (stream_id NULL). */
export function shieldedWordsOf(db: Db, room: number): string[] {
  return (
    db
      .prepare('SELECT word FROM shielded_words WHERE stream_id IS NULL OR stream_id = ?')
      .all(room) as { word: string }[]
  ).map((w) => w.word.toLowerCase());
}

const view = (w: WordRow) => ({
  id: w.id,
  word: w.word,
  streamId: w.stream_id,
  siteWide: w.stream_id === null,
  createdAt: w.created_at,
});

/** Who may see and remove a word: a super admin any; an anchor those of the rooms they own. */
function mayManage(ctx: Ctx, user: UserRow, w: WordRow): boolean {
  if (user.role === 'superAdmin') return true;
  if (w.stream_id === null) return false;
  const s = ctx.db.prepare('SELECT anchor_id FROM streams WHERE id = ?').get(w.stream_id) as
    { anchor_id: number } | undefined;
  return s?.anchor_id === user.id;
}

/**
 * Shielded words (issue 49 #2): saved for one room by its anchor (a super admin may also save
 * site-wide words, without a stream), listed and removed by whoever may manage them.
 */
export function registerShieldedWordRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.post(`${L}/word/shielded/save`, async (req) => {
    const user = anchorOnly(ctx, req);
    const b = bodyOf<ShieldedWordBody & { content?: string }>(req);
    const word = text(b.word ?? b.content, 40, 'word');
    if (!word) throw illegal('word is required');
    const stream = ownStreamRef(ctx, user, b.streamId);
    if (!stream && user.role !== 'superAdmin')
      throw illegal('streamId is required: words apply to the room they are saved for');
    const streamId = stream?.id ?? null;
    const existing = ctx.db
      .prepare(
        'SELECT id FROM shielded_words WHERE stream_id IS ? AND word = ? COLLATE NOCASE LIMIT 1',
      )
      .get(streamId, word) as { id: number } | undefined;
    const id =
      existing?.id ??
      Number(
        ctx.db
          .prepare(
            'INSERT INTO shielded_words (word, reporter_id, stream_id, created_at) VALUES (?, ?, ?, ?)',
          )
          .run(word, user.id, streamId, Date.now()).lastInsertRowid,
      );
    return ok({ id, word, streamId, siteWide: streamId === null });
  });

  app.post(`${L}/word/shielded/list`, async (req) => {
    const user = anchorOnly(ctx, req);
    const stream = ownStreamRef(ctx, user, bodyOf<{ streamId?: unknown }>(req).streamId);
    const rows = (
      stream
        ? ctx.db
            .prepare('SELECT * FROM shielded_words WHERE stream_id = ? ORDER BY id DESC')
            .all(stream.id)
        : user.role === 'superAdmin'
          ? ctx.db.prepare('SELECT * FROM shielded_words ORDER BY id DESC').all()
          : ctx.db
              .prepare(
                'SELECT * FROM shielded_words WHERE stream_id IN (SELECT id FROM streams WHERE anchor_id = ?) ORDER BY id DESC',
              )
              .all(user.id)
    ) as WordRow[];
    return ok(rows.map(view));
  });

  app.post(`${L}/word/shielded/remove`, async (req) => {
    const user = anchorOnly(ctx, req);
    const id = idOf(bodyOf<{ id?: unknown }>(req).id);
    const w = ctx.db.prepare('SELECT * FROM shielded_words WHERE id = ?').get(id) as
      WordRow | undefined;
    if (!w) throw notFound('Shielded word');
    if (!mayManage(ctx, user, w))
      throw new BizError(Codes.FORBIDDEN, 'Permission denied: not your room');
    ctx.db.prepare('DELETE FROM shielded_words WHERE id = ?').run(id);
    return ok({ removed: id });
  });
}

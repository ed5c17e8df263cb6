import type { Ctx } from '../../context';
import { Codes } from '../../codes';
import { BizError, illegal } from '../../errors';
import type { StreamRow } from '../../streams';
import { getStream } from '../../streams';
import { audienceTarget, currentViewers, recordPeak } from '../../stream-audience';
import { nextStatus, type StreamAction } from '../../stream-lifecycle';

/** A start time given as epoch ms or ISO 8601; absent or empty means now. */
export function startTimeOf(raw: unknown): number {
  if (raw === undefined || raw === null || raw === '') return Date.now();
  const start = Number(raw) || Date.parse(String(raw));
  if (!Number.isFinite(start)) throw illegal('startTime must be epoch ms or ISO 8601');
  return start;
}

/**
 * Moves a stream along its life cycle (src/stream-lifecycle.ts), the caller having checked the
 * ownership. A start makes the test video the stream's source (streamView gives live streams
 * their lines) and lets its audience gather from zero; a stop keeps the peak; the room hears
 * every change over the chat socket.
 */
export function changeStatus(
  ctx: Ctx,
  s: StreamRow,
  action: StreamAction,
  startTime?: unknown,
): StreamRow {
  const to = nextStatus(s.status, action);
  if (to === null)
    throw new BizError(Codes.STREAM_STATE, `Stream ${s.id} cannot ${action} (status ${s.status})`);
  const now = ctx.clock.now();
  ctx.db.transaction(() => {
    if (action === 'start') {
      const live = ctx.db
        .prepare('SELECT id FROM streams WHERE anchor_id = ? AND status = 2 AND id <> ?')
        .get(s.anchor_id, s.id) as { id: number } | undefined;
      if (live)
        throw new BizError(Codes.STREAM_STATE, `Stream ${live.id} is already live; end it first`);
      ctx.db
        .prepare(
          'UPDATE streams SET status = ?, start_time = ?, live_at = ?, viewers = ?, peak_viewers = 0 WHERE id = ?',
        )
        .run(to, now, now, audienceTarget(s.id), s.id);
    } else if (action === 'stop') {
      recordPeak(ctx, s, currentViewers(ctx, s));
      ctx.db.prepare('UPDATE streams SET status = ?, ended_at = ? WHERE id = ?').run(to, now, s.id);
    } else if (action === 'schedule') {
      const at = startTimeOf(startTime);
      if (at <= Date.now() + 60_000) throw illegal('startTime must be at least a minute away');
      ctx.db
        .prepare('UPDATE streams SET status = ?, start_time = ? WHERE id = ?')
        .run(to, at, s.id);
    } else ctx.db.prepare('UPDATE streams SET status = ? WHERE id = ?').run(to, s.id);
  })();
  ctx.chat?.broadcast(s.id, { type: 'status', status: to });
  return getStream(ctx, s.id);
}

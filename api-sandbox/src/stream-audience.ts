import type { Ctx } from './context';
import type { StreamRow } from './streams';
import { STREAM } from './stream-status';

/** How long a new broadcast takes to gather about two thirds of its audience. */
export const AUDIENCE_RAMP_MS = 90_000;

/** The audience a new broadcast grows towards (seeded streams carry their own in `viewers`). */
export function audienceTarget(streamId: number): number {
  return 40 + ((streamId * 7919) % 160);
}

/**
 * The simulated part of a live stream's audience at `now`: it builds up after the start (an
 * exponential approach to the stream's target) and breathes by a few percent, so a count polled
 * every few seconds moves like a real one instead of standing still or jumping at random.
 */
export function simulatedAudience(
  s: Pick<StreamRow, 'id' | 'status' | 'viewers' | 'live_at' | 'start_time'>,
  now: number,
): number {
  if (s.status !== STREAM.LIVE) return 0;
  const since = Math.max(0, now - (s.live_at ?? s.start_time));
  const ramp = 1 - Math.exp(-since / AUDIENCE_RAMP_MS);
  const sec = now / 1000;
  const breathe = 1 + 0.06 * Math.sin(sec / 7.5 + s.id) + 0.03 * Math.sin(sec / 2.1 + 2 * s.id);
  return Math.max(0, Math.round(s.viewers * ramp * breathe));
}

/** Signed-in members whose sockets are in the room now, the anchor left out. */
export function membersInRoom(ctx: Ctx, s: Pick<StreamRow, 'id' | 'anchor_id'>) {
  return (ctx.chat?.roomMembers(s.id) ?? []).filter((m) => m.id !== s.anchor_id);
}

/** Everyone watching now: the simulated audience and the real members in the chat room. */
export function currentViewers(ctx: Ctx, s: StreamRow): number {
  if (s.status !== STREAM.LIVE) return 0;
  return simulatedAudience(s, ctx.clock.now()) + membersInRoom(ctx, s).length;
}

/** Keeps the highest count a stream has reached (read by the studio as its peak). */
export function recordPeak(ctx: Ctx, s: StreamRow, viewers: number): number {
  ctx.db
    .prepare('UPDATE streams SET peak_viewers = MAX(peak_viewers, ?) WHERE id = ?')
    .run(viewers, s.id);
  return Math.max(s.peak_viewers, viewers);
}

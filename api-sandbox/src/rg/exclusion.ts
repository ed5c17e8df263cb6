import { Codes } from '../codes';
import type { Ctx } from '../context';
import { BizError, illegal } from '../errors';
import { DAY, isoVn } from '../time';
import { audit } from './audit';

export type ExclusionKind = 'timeout' | 'self-exclusion';
export type ExclusionPeriod = '24h' | '7d' | '30d' | '6m' | '1y' | '5y';

export interface ExclusionView {
  kind: ExclusionKind;
  period: string;
  startedAt: number;
  until: number;
}

/** Adds calendar months (UTC); a day the target month lacks becomes its last day (31 Aug + 6 = 28/29 Feb). */
function addMonths(ms: number, months: number): number {
  const d = new Date(ms);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.getTime();
}

/** Time-outs are fixed lengths; self-exclusions are calendar months and years. */
export const EXCLUSIONS: Record<
  ExclusionPeriod,
  { kind: ExclusionKind; until: (from: number) => number }
> = {
  '24h': { kind: 'timeout', until: (t) => t + DAY },
  '7d': { kind: 'timeout', until: (t) => t + 7 * DAY },
  '30d': { kind: 'timeout', until: (t) => t + 30 * DAY },
  '6m': { kind: 'self-exclusion', until: (t) => addMonths(t, 6) },
  '1y': { kind: 'self-exclusion', until: (t) => addMonths(t, 12) },
  '5y': { kind: 'self-exclusion', until: (t) => addMonths(t, 60) },
};
export const EXCLUSION_PERIODS = Object.keys(EXCLUSIONS) as ExclusionPeriod[];

/** The exclusion running at `now` (the one that lasts longest), or null. */
export function activeExclusion(ctx: Ctx, userId: number, now: number): ExclusionView | null {
  const row = ctx.db
    .prepare(
      `SELECT kind, period, started_at, until FROM rg_exclusions
       WHERE user_id = ? AND until > ? ORDER BY until DESC, id DESC LIMIT 1`,
    )
    .get(userId, now) as
    { kind: ExclusionKind; period: string; started_at: number; until: number } | undefined;
  return row
    ? { kind: row.kind, period: row.period, startedAt: row.started_at, until: row.until }
    : null;
}

/** Refuses betting, games and claims during a time-out or self-exclusion (2004, both envelopes). */
export function assertNotExcluded(ctx: Ctx, userId: number): void {
  const active = activeExclusion(ctx, userId, ctx.clock.now());
  if (!active) return;
  const what = active.kind === 'timeout' ? 'time-out' : 'self-exclusion';
  throw new BizError(
    Codes.RG_EXCLUDED,
    `Your ${what} runs until ${isoVn(active.until)}: betting, games and claims are paused`,
    { kind: active.kind, until: active.until },
  );
}

/**
 * Starts a time-out or self-exclusion. It cannot be cancelled; during one, a new one may only end
 * later (it extends), a shorter one is illegal input.
 */
export function startExclusion(
  ctx: Ctx,
  userId: number,
  period: ExclusionPeriod,
  now: number,
): void {
  const { kind, until } = EXCLUSIONS[period];
  const end = until(now);
  ctx.db.transaction(() => {
    const active = activeExclusion(ctx, userId, now);
    if (active && end < active.until)
      throw illegal(
        `an active ${active.kind} runs until ${isoVn(active.until)}; a new one may only extend it`,
      );
    ctx.db
      .prepare(
        'INSERT INTO rg_exclusions (user_id, kind, period, started_at, until) VALUES (?, ?, ?, ?, ?)',
      )
      .run(userId, kind, period, now, end);
    audit(
      ctx,
      userId,
      'exclusion',
      {
        kind,
        period,
        startedAt: now,
        until: end,
        extends: active?.until ?? null,
        note: `${kind === 'timeout' ? 'Time-out' : 'Self-exclusion'} of ${period} until ${isoVn(end)}`,
      },
      now,
    );
  })();
}

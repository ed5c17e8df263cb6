import type { Ctx } from '../context';
import { audit } from './audit';

/** Reality-check intervals a member may choose, in minutes (0 = off). */
export const REALITY_CHOICES = [0, 15, 30, 45, 60, 90, 120] as const;
export const REALITY_DEFAULT = 60;

export function realityMinutes(ctx: Ctx, userId: number): number {
  const row = ctx.db
    .prepare('SELECT reality_minutes FROM rg_settings WHERE user_id = ?')
    .get(userId) as { reality_minutes: number } | undefined;
  return row?.reality_minutes ?? REALITY_DEFAULT;
}

/** Stores the interval; the same value again changes (and audits) nothing. */
export function setRealityMinutes(ctx: Ctx, userId: number, minutes: number, now: number): void {
  ctx.db.transaction(() => {
    const from = realityMinutes(ctx, userId);
    if (from === minutes) return;
    ctx.db
      .prepare(
        `INSERT INTO rg_settings (user_id, reality_minutes) VALUES (?, ?)
         ON CONFLICT (user_id) DO UPDATE SET reality_minutes = excluded.reality_minutes`,
      )
      .run(userId, minutes);
    audit(
      ctx,
      userId,
      'reality-check',
      {
        from,
        to: minutes,
        note: minutes ? `Reality check every ${minutes} minutes` : 'Reality check turned off',
      },
      now,
    );
  })();
}

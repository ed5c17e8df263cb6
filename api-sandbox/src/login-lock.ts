import type { Ctx } from './context';
import { tooMany } from './http/auth-limits';

/**
 * Account lockout (issue 49 #4): `limits.lockAfter` failed logins in a row lock the user name for
 * `limits.lockS` seconds of the sandbox clock (`POST /__admin/clock` moves past it). Unknown names
 * are counted and locked the same way, so a lock does not tell whether an account exists.
 */
const fold = (name: string) => name.trim().toLowerCase();

/** Refuses (1012) while the name is locked. */
export function assertNotLocked(ctx: Ctx, name: string): void {
  const row = ctx.db
    .prepare('SELECT locked_until FROM login_failures WHERE name = ?')
    .get(fold(name)) as { locked_until: number } | undefined;
  const now = ctx.clock.now();
  if (row && row.locked_until > now) throw tooMany(ctx, (row.locked_until - now) / 1000);
}

/** Counts a failure; the one that reaches the threshold locks the name (and starts a new count). */
export function recordFailure(ctx: Ctx, name: string): void {
  const { lockAfter, lockS } = ctx.config.limits;
  const now = ctx.clock.now();
  ctx.db.transaction(() => {
    const row = ctx.db
      .prepare('SELECT failures, locked_until FROM login_failures WHERE name = ?')
      .get(fold(name)) as { failures: number; locked_until: number } | undefined;
    // a lock that ran out starts the count again
    const failures =
      (row && row.locked_until <= now && row.locked_until > 0 ? 0 : (row?.failures ?? 0)) + 1;
    const lockedUntil = lockAfter > 0 && failures >= lockAfter ? now + lockS * 1000 : 0;
    ctx.db
      .prepare(
        `INSERT INTO login_failures (name, failures, locked_until, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT(name) DO UPDATE SET failures = excluded.failures, locked_until = excluded.locked_until,
           updated_at = excluded.updated_at`,
      )
      .run(fold(name), lockedUntil ? 0 : failures, lockedUntil, now);
  })();
}

export function clearFailures(ctx: Ctx, name: string): void {
  ctx.db.prepare('DELETE FROM login_failures WHERE name = ?').run(fold(name));
}

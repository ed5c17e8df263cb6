import type { FastifyRequest } from 'fastify';
import type { Ctx } from '../context';
import { providerBase } from '../context';
import { randomToken } from '../ids';

export function issueProviderToken(ctx: Ctx, userId: number | null) {
  const token = `fb${userId === null ? 'g' : 'u'}_${randomToken(20)}`;
  const now = Date.now();
  ctx.db
    .prepare(
      'INSERT INTO provider_tokens (token, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    )
    .run(token, userId, now, now + ctx.config.providerTokenTtlS * 1000);
  const base = providerBase(ctx);
  return {
    token,
    apiServerAddress: base,
    pcAddress: base,
    pushServerAddress: `${base.replace(/^http/, 'ws')}/push`,
    virtualAddress: `${base}/virtual`,
    expiresIn: ctx.config.providerTokenTtlS,
  };
}

export interface ProviderCaller {
  token: string;
  userId: number | null;
}

/** The caller of a provider request, or null when the token is missing, unknown or expired. */
export function providerCaller(ctx: Ctx, req: FastifyRequest): ProviderCaller | null {
  const h = req.headers.authorization;
  const token = typeof h === 'string' ? h.replace(/^Bearer\s+/i, '').trim() : '';
  if (!token) return null;
  const row = ctx.db
    .prepare('SELECT user_id, expires_at FROM provider_tokens WHERE token = ?')
    .get(token) as { user_id: number | null; expires_at: number } | undefined;
  if (!row || row.expires_at <= Date.now()) return null;
  return { token, userId: row.user_id };
}

/** Sportsbook tokens die with the operator session (#17): on logout and on a new login of the user. */
export function revokeProviderTokens(ctx: Ctx, userId: number): number {
  return ctx.db.prepare('DELETE FROM provider_tokens WHERE user_id = ?').run(userId).changes;
}

import type { FastifyRequest } from 'fastify';
import { Codes, LOGIN_EXPIRED, LOGIN_EXPIRED_MSG } from './codes';
import type { Ctx } from './context';
import type { Db } from './db/open';
import { BizError } from './errors';
import { randomToken } from './ids';

export type Role = 'member' | 'anchor' | 'superAdmin';

export interface UserRow {
  id: number;
  user_name: string;
  password_hash: string;
  nick_name: string;
  role: Role;
  reg_currency: string;
  game_order: string;
  avatar: string;
  vip_level: number;
  mobile: string | null;
  mobile_area: string | null;
  balance: number;
  invite_code: string;
  referrer_id: number | null;
  identity_code: string;
  disabled: number;
  reg_device: string | null;
  /** YYYY-MM-DD (issue 18); null for accounts created by a phone login. */
  birth_date: string | null;
  created_at: number;
}

export function userById(db: Db, id: number): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

export function userByName(db: Db, name: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE user_name = ? COLLATE NOCASE').get(name) as
    UserRow | undefined;
}

export function userByMobile(db: Db, area: string, mobile: string): UserRow | undefined {
  return db
    .prepare('SELECT * FROM users WHERE mobile_area = ? AND mobile = ?')
    .get(area, mobile) as UserRow | undefined;
}

export function createSession(ctx: Ctx, userId: number, deviceId: string | null): string {
  const token = randomToken();
  const now = ctx.clock.now();
  ctx.db
    .prepare(
      'INSERT INTO sessions (token, user_id, device_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    )
    .run(token, userId, deviceId, now, now + ctx.config.sessionTtlS * 1000);
  return token;
}

/** Token from the body (`token`, overrides the header per SPEC §6) or `Authorization: Bearer x` / raw. */
export function requestToken(req: FastifyRequest): string | null {
  const body = req.body as { token?: unknown } | undefined;
  if (body && typeof body === 'object' && typeof body.token === 'string' && body.token)
    return body.token;
  const h = req.headers.authorization;
  if (!h) return null;
  const t = h.replace(/^Bearer\s+/i, '').trim();
  return t && t !== 'undefined' && t !== 'null' ? t : null;
}

export function sessionUser(ctx: Ctx, req: FastifyRequest): UserRow | null {
  const token = requestToken(req);
  if (!token) return null;
  const row = ctx.db
    .prepare('SELECT user_id, expires_at FROM sessions WHERE token = ?')
    .get(token) as { user_id: number; expires_at: number } | undefined;
  if (!row || row.expires_at <= ctx.clock.now()) return null;
  const user = userById(ctx.db, row.user_id);
  if (!user || user.disabled) return null;
  const name = req.headers.username;
  if (typeof name === 'string' && name && name.toLowerCase() !== user.user_name.toLowerCase())
    return null;
  return user;
}

/** The caller's user, or the expired-login error; with roles, a forbidden error for other roles. */
export function requireUser(ctx: Ctx, req: FastifyRequest, roles?: Role[]): UserRow {
  const user = sessionUser(ctx, req);
  if (!user) throw new BizError(LOGIN_EXPIRED, LOGIN_EXPIRED_MSG);
  if (roles && !roles.includes(user.role))
    throw new BizError(Codes.FORBIDDEN, `Permission denied: requires role ${roles.join(' or ')}`);
  return user;
}

/** Masks a phone number: first 3 and last 2-4 digits kept (SPEC §5). */
export function maskMobile(mobile: string | null): string {
  if (!mobile) return '';
  const keep = mobile.length === 6 ? 2 : mobile.length === 7 ? 3 : 4;
  if (mobile.length <= 3 + keep) return mobile;
  return `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 3 - keep)}${mobile.slice(-keep)}`;
}

export function userInfo(user: UserRow) {
  return {
    id: user.id,
    userName: user.user_name,
    nickName: user.nick_name,
    regCurrency: user.reg_currency,
    role: user.role,
    gameOrder: user.game_order,
    avatar: user.avatar,
    vipLevel: user.vip_level,
    mobile: maskMobile(user.mobile),
    mobileArea: user.mobile_area ?? '',
    inviteCode: user.invite_code,
    identityCode: user.identity_code,
    createdAt: new Date(user.created_at).toISOString(),
  };
}

/**
 * Adds amount (negative to debit) atomically; throws INSUFFICIENT_BALANCE when it would go below 0.
 * Amounts are whole minor units (issue 49 #8): a fraction is a programming error, never booked.
 */
export function changeBalance(
  ctx: Ctx,
  userId: number,
  amount: number,
  kind: string,
  ref = '',
): number {
  return ctx.db.transaction(() => {
    const row = ctx.db.prepare('SELECT balance FROM users WHERE id = ?').get(userId) as
      { balance: number } | undefined;
    if (!row) throw new BizError(Codes.NOT_FOUND, 'User not found');
    if (!Number.isInteger(amount)) throw new Error(`amount ${amount} is not a whole minor unit`);
    const next = row.balance + amount;
    if (next < 0) throw new BizError(Codes.INSUFFICIENT_BALANCE, 'Insufficient balance');
    ctx.db.prepare('UPDATE users SET balance = ? WHERE id = ?').run(next, userId);
    ctx.db
      .prepare(
        'INSERT INTO wallet_ledger (user_id, amount, balance, kind, ref, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(userId, amount, next, kind, ref, ctx.clock.now());
    return next;
  })();
}

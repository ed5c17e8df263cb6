import type { FastifyRequest } from 'fastify';
import { Codes } from '../codes';
import type { Ctx } from '../context';
import { BizError } from '../errors';
import { randomCode, randomDigits } from '../ids';
import { revokeProviderTokens } from '../provider/tokens';
import { hashPassword } from '../password';
import type { UserRow } from '../users';
import { createSession, maskMobile, userByName } from '../users';

/** Users that must confirm a login with an SMS code (loginState 1). */
export const VERIFY_LOGIN_USERS = ['member03'];

export const USER_NAME = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
export const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d).{6,32}$/;

export function deviceOf(req: FastifyRequest): string | null {
  const d = req.headers.deviceno;
  return typeof d === 'string' && d ? d.slice(0, 80) : null;
}

/** What per-device limits count: the deviceNo header, else the caller's address. */
export function deviceKey(req: FastifyRequest): string {
  return deviceOf(req) ?? `ip:${req.ip}`;
}

export function loginData(ctx: Ctx, user: UserRow, req: FastifyRequest) {
  const deviceId = deviceOf(req);
  revokeProviderTokens(ctx, user.id);
  return {
    accessToken: createSession(ctx, user.id, deviceId),
    loginState: 0,
    state: null,
    mobile: maskMobile(user.mobile),
    mobileArea: user.mobile_area ?? '',
    deviceId: deviceId ?? '',
    userName: user.user_name,
  };
}

export function referrerId(ctx: Ctx, inviteCode?: string, referCode?: string): number | null {
  const code = (inviteCode || referCode || '').trim();
  if (!code) return null;
  const row = ctx.db
    .prepare('SELECT id FROM users WHERE invite_code = ? COLLATE NOCASE')
    .get(code) as { id: number } | undefined;
  if (!row) throw new BizError(Codes.INVITE_CODE_INVALID, 'Invite code does not exist');
  return row.id;
}

export async function createUser(
  ctx: Ctx,
  fields: {
    userName: string;
    password: string;
    mobile?: string | null;
    area?: string | null;
    referrer: number | null;
    regDomain?: string;
    /** deviceKey of the registration: one new-member gift pack per device. */
    device: string;
    /** YYYY-MM-DD, checked by assertAdult; null only for a phone login of an unknown number. */
    birthDate: string | null;
  },
): Promise<UserRow> {
  if (userByName(ctx.db, fields.userName))
    throw new BizError(Codes.USER_EXISTS, 'User name already exists');
  // bcrypt off the event loop: hashing never holds other requests up (issue 49 #4)
  const hash = await hashPassword(fields.password);
  // the name may have been taken while hashing
  if (userByName(ctx.db, fields.userName))
    throw new BizError(Codes.USER_EXISTS, 'User name already exists');
  const id = ctx.db
    .prepare(
      `INSERT INTO users (user_name, password_hash, nick_name, role, vip_level, balance, mobile, mobile_area,
         avatar, invite_code, identity_code, referrer_id, reg_domain, reg_device, birth_date, created_at)
       VALUES (?, ?, ?, 'member', 0, 0, ?, ?, '', ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      fields.userName,
      hash,
      fields.userName,
      fields.mobile ?? null,
      fields.mobile ? (fields.area ?? '84') : null,
      randomCode(8),
      randomCode(8),
      fields.referrer,
      fields.regDomain ?? null,
      fields.device,
      fields.birthDate,
      ctx.clock.now(),
    ).lastInsertRowid;
  return ctx.db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow;
}

export const str = (max: number) => ({ type: 'string', maxLength: max });

/** A free generated user name (phone registration without one). */
export function newUserName(ctx: Ctx): string {
  for (;;) {
    const name = `vn${randomDigits(8)}`;
    if (!userByName(ctx.db, name)) return name;
  }
}

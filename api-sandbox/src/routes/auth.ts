import bcrypt from 'bcryptjs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Codes } from '../codes';
import type { Ctx } from '../context';
import { ok } from '../envelope';
import { BizError, illegal } from '../errors';
import { randomCode, randomDigits } from '../ids';
import { BCRYPT_COST } from '../seed/users';
import { checkSms, normaliseMobile, sendSms } from '../sms';
import type { UserRow } from '../users';
import { createSession, maskMobile, requestToken, userByMobile, userByName } from '../users';

/** Users that must confirm a login with an SMS code (loginState 1). */
export const VERIFY_LOGIN_USERS = ['member03'];

const USER_NAME = /^[A-Za-z][A-Za-z0-9_]{3,19}$/;
const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d).{6,32}$/;

function deviceOf(req: FastifyRequest): string | null {
  const d = req.headers.deviceno;
  return typeof d === 'string' && d ? d.slice(0, 80) : null;
}

function loginData(ctx: Ctx, user: UserRow, req: FastifyRequest) {
  const deviceId = deviceOf(req);
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

function referrerId(ctx: Ctx, inviteCode?: string, referCode?: string): number | null {
  const code = (inviteCode || referCode || '').trim();
  if (!code) return null;
  const row = ctx.db
    .prepare('SELECT id FROM users WHERE invite_code = ? COLLATE NOCASE')
    .get(code) as { id: number } | undefined;
  if (!row) throw new BizError(Codes.INVITE_CODE_INVALID, 'Invite code does not exist');
  return row.id;
}

function createUser(
  ctx: Ctx,
  fields: {
    userName: string;
    password: string;
    mobile?: string | null;
    area?: string | null;
    referrer: number | null;
    regDomain?: string;
  },
): UserRow {
  if (userByName(ctx.db, fields.userName))
    throw new BizError(Codes.USER_EXISTS, 'User name already exists');
  const id = ctx.db
    .prepare(
      `INSERT INTO users (user_name, password_hash, nick_name, role, vip_level, balance, mobile, mobile_area,
         avatar, invite_code, identity_code, referrer_id, reg_domain, created_at)
       VALUES (?, ?, ?, 'member', 0, 0, ?, ?, '', ?, ?, ?, ?, ?)`,
    )
    .run(
      fields.userName,
      bcrypt.hashSync(fields.password, BCRYPT_COST),
      fields.userName,
      fields.mobile ?? null,
      fields.mobile ? (fields.area ?? '84') : null,
      randomCode(8),
      randomCode(8),
      fields.referrer,
      fields.regDomain ?? null,
      Date.now(),
    ).lastInsertRowid;
  return ctx.db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow;
}

const str = (max: number) => ({ type: 'string', maxLength: max });

export function registerAuthRoutes(app: FastifyInstance, ctx: Ctx): void {
  const base = '/api/user/auth';

  app.post(
    `${base}/account-login/v2`,
    {
      schema: {
        body: {
          type: 'object',
          required: ['userName', 'password'],
          properties: { userName: str(40), password: str(64) },
        },
      },
    },
    async (req) => {
      const { userName, password } = req.body as { userName: string; password: string };
      const user = userByName(ctx.db, userName.trim());
      if (!user || !bcrypt.compareSync(password, user.password_hash))
        throw new BizError(Codes.WRONG_CREDENTIALS, 'Incorrect user name or password');
      if (user.disabled) throw new BizError(Codes.ACCOUNT_DISABLED, 'Account is disabled');
      if (VERIFY_LOGIN_USERS.includes(user.user_name) && user.mobile) {
        return ok({
          accessToken: '',
          loginState: 1,
          state: null,
          mobile: maskMobile(user.mobile),
          mobileArea: user.mobile_area ?? '84',
          deviceId: deviceOf(req) ?? '',
          userName: user.user_name,
        });
      }
      return ok(loginData(ctx, user, req));
    },
  );

  app.post(
    `${base}/loginCheck`,
    {
      schema: {
        body: {
          type: 'object',
          required: ['smsCode', 'userName'],
          properties: {
            mobile: str(20),
            smsCode: str(8),
            actionType: { type: 'integer' },
            userName: str(40),
          },
        },
      },
    },
    async (req) => {
      const { smsCode, userName } = req.body as { smsCode: string; userName: string };
      const user = userByName(ctx.db, userName);
      if (!user || !user.mobile)
        throw new BizError(Codes.WRONG_CREDENTIALS, 'Incorrect user name or password');
      checkSms(ctx, user.mobile_area ?? '84', user.mobile, smsCode);
      return ok(loginData(ctx, user, req));
    },
  );

  app.post(
    `${base}/sms/send`,
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            mobile: str(20),
            countryCode: str(6),
            actionType: { type: 'integer', minimum: 1, maximum: 9 },
            userName: str(40),
          },
        },
      },
    },
    async (req) => {
      const body = req.body as {
        mobile?: string;
        countryCode?: string;
        actionType?: number;
        userName?: string;
      };
      const area = (body.countryCode || '84').replace(/\D/g, '') || '84';
      let mobile = normaliseMobile(body.mobile ?? '', area);
      if (!mobile && body.userName) {
        const user = userByName(ctx.db, body.userName);
        mobile = user?.mobile ?? '';
      }
      if (!/^\d{6,13}$/.test(mobile)) throw illegal('mobile must be 6 to 13 digits');
      const actionType = body.actionType ?? 2;
      if (actionType === 1 && userByMobile(ctx.db, area, mobile))
        throw new BizError(Codes.MOBILE_EXISTS, 'This phone number is already registered');
      return ok(sendSms(ctx, area, mobile, actionType));
    },
  );

  app.post(
    `${base}/account-register`,
    {
      schema: {
        body: {
          type: 'object',
          required: ['userName', 'password'],
          properties: {
            userName: str(40),
            password: str(64),
            countryCode: str(6),
            inviteCode: str(20),
            referCode: str(20),
            regDomain: str(200),
          },
        },
      },
    },
    async (req) => {
      const b = req.body as {
        userName: string;
        password: string;
        inviteCode?: string;
        referCode?: string;
        regDomain?: string;
      };
      if (!USER_NAME.test(b.userName))
        throw illegal('userName must be 4-20 letters, digits or _ and start with a letter');
      if (!PASSWORD.test(b.password))
        throw illegal('password must be 6-32 characters with letters and digits');
      const user = createUser(ctx, {
        userName: b.userName,
        password: b.password,
        referrer: referrerId(ctx, b.inviteCode, b.referCode),
        regDomain: b.regDomain,
      });
      return ok(loginData(ctx, user, req));
    },
  );

  const mobileBody = {
    type: 'object',
    required: ['mobile', 'smsCode'],
    properties: {
      mobile: str(20),
      smsCode: str(8),
      countryCode: str(6),
      userName: str(40),
      password: str(64),
      inviteCode: str(20),
      referCode: str(20),
      regDomain: str(200),
      mobileCode: str(8),
    },
  };
  type MobileBody = {
    mobile: string;
    smsCode: string;
    countryCode?: string;
    userName?: string;
    password?: string;
    inviteCode?: string;
    referCode?: string;
    regDomain?: string;
  };
  const newName = () => {
    for (;;) {
      const name = `vn${randomDigits(8)}`;
      if (!userByName(ctx.db, name)) return name;
    }
  };

  app.post(`${base}/mobile-login`, { schema: { body: mobileBody } }, async (req) => {
    const b = req.body as MobileBody;
    const area = (b.countryCode || '84').replace(/\D/g, '') || '84';
    const mobile = normaliseMobile(b.mobile, area);
    checkSms(ctx, area, mobile, b.smsCode);
    let user = userByMobile(ctx.db, area, mobile);
    if (!user) {
      // Phone login of an unknown number registers it, like the original backend.
      user = createUser(ctx, {
        userName: newName(),
        password: randomCode(16),
        mobile,
        area,
        referrer: referrerId(ctx, b.inviteCode, b.referCode),
        regDomain: b.regDomain,
      });
    }
    if (user.disabled) throw new BizError(Codes.ACCOUNT_DISABLED, 'Account is disabled');
    return ok(loginData(ctx, user, req));
  });

  app.post(`${base}/mobile-register`, { schema: { body: mobileBody } }, async (req) => {
    const b = req.body as MobileBody;
    const area = (b.countryCode || '84').replace(/\D/g, '') || '84';
    const mobile = normaliseMobile(b.mobile, area);
    if (userByMobile(ctx.db, area, mobile))
      throw new BizError(Codes.MOBILE_EXISTS, 'This phone number is already registered');
    const userName = b.userName || newName();
    if (!USER_NAME.test(userName)) throw illegal('userName must be 4-20 letters, digits or _');
    if (b.password && !PASSWORD.test(b.password))
      throw illegal('password must be 6-32 characters with letters and digits');
    if (userByName(ctx.db, userName))
      throw new BizError(Codes.USER_EXISTS, 'User name already exists');
    const referrer = referrerId(ctx, b.inviteCode, b.referCode);
    checkSms(ctx, area, mobile, b.smsCode);
    const user = createUser(ctx, {
      userName,
      password: b.password || randomCode(16),
      mobile,
      area,
      referrer,
      regDomain: b.regDomain,
    });
    return ok(loginData(ctx, user, req));
  });

  app.get(`${base}/mobile-registerCheckByMobile/:phone/:phoneCode`, async (req) => {
    const { phone, phoneCode } = req.params as { phone: string; phoneCode: string };
    const area = phoneCode.replace(/\D/g, '') || '84';
    const mobile = normaliseMobile(phone, area);
    if (!/^\d{6,13}$/.test(mobile)) throw illegal('phone must be 6 to 13 digits');
    if (userByMobile(ctx.db, area, mobile))
      throw new BizError(Codes.MOBILE_EXISTS, 'This phone number is already registered');
    return ok(true);
  });

  app.get(`${base}/mobile-registerCheckByCode/:phone/:code`, async (req) => {
    const { phone, code } = req.params as { phone: string; code: string };
    const q = req.query as { countryCode?: string };
    const area = (q.countryCode ?? '84').replace(/\D/g, '') || '84';
    checkSms(ctx, area, normaliseMobile(phone, area), code, true);
    return ok(true);
  });

  app.get(`${base}/mobile-registerCreatName`, async () => ok(newName()));

  app.get(`${base}/get/verification/domainType`, async () => ok({ domainType: 0, captcha: false }));

  app.post(`${base}/logout`, async (req) => {
    const token = requestToken(req);
    if (token) ctx.db.prepare('DELETE FROM sessions WHERE token = ?').run(token);
    return ok(null);
  });
}

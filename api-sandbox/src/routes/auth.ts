import type { FastifyInstance } from 'fastify';
import type {
  AccountLoginBody,
  LoginCheckInput,
  RegisterBody,
  SmsSendInput,
} from '@app/shared/api';
import { checkChallenge, newChallenge } from '../challenge';
import { byIp, byName, limited } from '../http/auth-limits';
import { assertNotLocked, clearFailures, recordFailure } from '../login-lock';
import { verifyPassword } from '../password';
import { Codes } from '../codes';
import type { Ctx } from '../context';
import { ok } from '../envelope';
import { BizError, illegal } from '../errors';
import { revokeProviderTokens } from '../provider/tokens';
import { BIRTH_DATE_SCHEMA, assertAdult } from '../rg/age';
import { checkSms, normaliseMobile, sendSms } from '../sms';
import { maskMobile, requestToken, userByMobile, userByName } from '../users';
import { registerMobileAuthRoutes } from './auth-mobile';
import {
  PASSWORD,
  USER_NAME,
  VERIFY_LOGIN_USERS,
  createUser,
  deviceKey,
  deviceOf,
  loginData,
  referrerId,
  str,
} from './auth-users';

export { VERIFY_LOGIN_USERS } from './auth-users';

/**
 * A bcrypt hash (cost 10) of a random password: compared when the user name is unknown, so a login
 * takes as long for an unknown name as for a wrong password (issue 49 #7).
 */
const DUMMY_HASH = '$2b$10$Z.UNrhzS0z/Tds/ecdxpSO4utozUYDVahyiYQ6FFCzlHKVWfI.lq6';
const WRONG = 'Incorrect user name or password';

export function registerAuthRoutes(app: FastifyInstance, ctx: Ctx): void {
  const base = '/api/user/auth';
  const L = ctx.config.limits;
  const MIN = 60_000;
  // issue 49 #4: per address and per user name (@fastify/rate-limit), before any password check
  const loginLimits = limited(app, ctx, [
    { name: 'login-ip', max: L.loginPerIpMin, windowMs: MIN, key: byIp },
    { name: 'login-name', max: L.loginPerNameMin, windowMs: MIN, key: byName },
  ]);
  const smsLimits = limited(app, ctx, [
    { name: 'sms-ip', max: L.smsPerIpMin, windowMs: MIN, key: byIp },
  ]);
  const registerLimits = limited(app, ctx, [
    { name: 'register-ip', max: L.registerPerIp10Min, windowMs: 10 * MIN, key: byIp },
  ]);
  registerMobileAuthRoutes(app, ctx, { loginLimits, registerLimits });

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
      preHandler: loginLimits,
    },
    async (req) => {
      const { userName, password } = req.body as AccountLoginBody;
      // a locked name is refused before its password is looked at (the right one too)
      assertNotLocked(ctx, userName);
      const user = userByName(ctx.db, userName.trim());
      // bcrypt off the event loop (src/password.ts), and the same work for an unknown name
      const match = await verifyPassword(password, user?.password_hash ?? DUMMY_HASH);
      if (!user || !match) {
        recordFailure(ctx, userName);
        throw new BizError(Codes.WRONG_CREDENTIALS, WRONG);
      }
      clearFailures(ctx, userName);
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
      preHandler: loginLimits,
    },
    async (req) => {
      const { smsCode, userName } = req.body as LoginCheckInput;
      assertNotLocked(ctx, userName);
      const user = userByName(ctx.db, userName);
      try {
        // an unknown name (or one without a phone) answers like a wrong code (issue 49 #7)
        if (!user || !user.mobile)
          throw new BizError(Codes.SMS_CODE_INVALID, 'Verification code is wrong or expired');
        checkSms(ctx, user.mobile_area ?? '84', user.mobile, smsCode);
      } catch (err) {
        if (err instanceof BizError && err.code === Codes.SMS_CODE_INVALID)
          recordFailure(ctx, userName);
        throw err;
      }
      clearFailures(ctx, userName);
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
      preHandler: smsLimits,
    },
    async (req) => {
      // a missing actionType is a login code (2)
      const body = req.body as Omit<SmsSendInput, 'actionType'> & Partial<SmsSendInput>;
      const area = (body.countryCode || '84').replace(/\D/g, '') || '84';
      let mobile = normaliseMobile(body.mobile ?? '', area);
      if (!mobile && body.userName) {
        const user = userByName(ctx.db, body.userName);
        // an unknown name (or one without a phone) answers as if a code was sent (issue 49 #7)
        if (!user?.mobile) return ok({ retryAfter: ctx.config.smsCooldownS });
        mobile = user.mobile;
      }
      if (!/^\d{6,13}$/.test(mobile)) throw illegal('mobile must be 6 to 13 digits');
      const actionType = body.actionType ?? 2;
      if (actionType === 1 && userByMobile(ctx.db, area, mobile))
        throw new BizError(Codes.MOBILE_EXISTS, 'This phone number is already registered');
      return ok(sendSms(ctx, area, mobile, actionType, deviceKey(req), req.ip));
    },
  );

  app.post(
    `${base}/account-register`,
    {
      schema: {
        body: {
          type: 'object',
          required: ['userName', 'password', 'birthDate'],
          properties: {
            userName: str(40),
            password: str(64),
            birthDate: BIRTH_DATE_SCHEMA,
            countryCode: str(6),
            inviteCode: str(20),
            referCode: str(20),
            regDomain: str(200),
            captchaId: str(64),
            captchaCode: str(8),
          },
        },
      },
      preHandler: registerLimits,
    },
    async (req) => {
      // the schema above requires the date of birth
      const b = req.body as RegisterBody & { birthDate: string };
      if (!USER_NAME.test(b.userName))
        throw illegal('userName must be 4-20 letters, digits or _ and start with a letter');
      if (!PASSWORD.test(b.password))
        throw illegal('password must be 6-32 characters with letters and digits');
      assertAdult(b.birthDate, ctx.clock.now());
      checkChallenge(ctx, b);
      const user = await createUser(ctx, {
        userName: b.userName,
        password: b.password,
        referrer: referrerId(ctx, b.inviteCode, b.referCode),
        regDomain: b.regDomain,
        device: deviceKey(req),
        birthDate: b.birthDate,
      });
      return ok(loginData(ctx, user, req));
    },
  );

  // domainType 1: registration asks the challenge of get/verification/captcha (REGISTER_CHALLENGE=1).
  app.get(`${base}/get/verification/domainType`, async () =>
    ok({ domainType: ctx.config.registerChallenge ? 1 : 0, captcha: ctx.config.registerChallenge }),
  );
  app.get(`${base}/get/verification/captcha`, async () => ok(newChallenge(ctx)));

  app.post(`${base}/logout`, async (req) => {
    const token = requestToken(req);
    const session = token
      ? (ctx.db.prepare('SELECT user_id FROM sessions WHERE token = ?').get(token) as
          { user_id: number } | undefined)
      : undefined;
    if (session) {
      ctx.db.prepare('DELETE FROM sessions WHERE token = ?').run(token);
      revokeProviderTokens(ctx, session.user_id);
    }
    return ok(null);
  });
}

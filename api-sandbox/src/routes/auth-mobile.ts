import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { MobileBody } from '@app/shared/api';
import { Codes } from '../codes';
import type { Ctx } from '../context';
import { ok } from '../envelope';
import { BizError, illegal } from '../errors';
import { randomCode } from '../ids';
import { checkChallenge } from '../challenge';
import { BIRTH_DATE_SCHEMA, assertAdult } from '../rg/age';
import { checkSms, normaliseMobile } from '../sms';
import { userByMobile, userByName } from '../users';
import {
  PASSWORD,
  USER_NAME,
  createUser,
  deviceKey,
  loginData,
  newUserName,
  referrerId,
  str,
} from './auth-users';

/** The auth routes' rate limits (preHandlers of src/http/auth-limits.ts). */
export interface AuthGuards {
  loginLimits: preHandlerAsyncHookHandler;
  registerLimits: preHandlerAsyncHookHandler;
}

/** Phone login and registration with SMS codes (SPEC §5). */
export function registerMobileAuthRoutes(
  app: FastifyInstance,
  ctx: Ctx,
  { loginLimits, registerLimits }: AuthGuards,
): void {
  const base = '/api/user/auth';
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
      captchaId: str(64),
      captchaCode: str(8),
      birthDate: BIRTH_DATE_SCHEMA,
    },
  };
  // Registration needs the date of birth (issue 18); a phone login does not read it.
  const registerBody = { ...mobileBody, required: [...mobileBody.required, 'birthDate'] };
  const newName = () => newUserName(ctx);

  app.post(
    `${base}/mobile-login`,
    { schema: { body: mobileBody }, preHandler: loginLimits },
    async (req) => {
      const b = req.body as MobileBody;
      const area = (b.countryCode || '84').replace(/\D/g, '') || '84';
      const mobile = normaliseMobile(b.mobile, area);
      const known = userByMobile(ctx.db, area, mobile);
      if (!known) {
        // Phone login of an unknown number registers it, like the original backend, so the age
        // gate applies here too (issue 18): without a date of birth the number must sign up first.
        if (!b.birthDate)
          throw new BizError(
            Codes.MOBILE_UNKNOWN,
            'This phone number has no account yet: sign up with your date of birth',
          );
        assertAdult(b.birthDate, ctx.clock.now());
        checkChallenge(ctx, b);
      }
      checkSms(ctx, area, mobile, b.smsCode);
      let user = userByMobile(ctx.db, area, mobile);
      if (!user) {
        user = await createUser(ctx, {
          userName: newName(),
          password: randomCode(16),
          mobile,
          area,
          referrer: referrerId(ctx, b.inviteCode, b.referCode),
          regDomain: b.regDomain,
          device: deviceKey(req),
          birthDate: b.birthDate ?? null,
        });
      }
      if (user.disabled) throw new BizError(Codes.ACCOUNT_DISABLED, 'Account is disabled');
      return ok(loginData(ctx, user, req));
    },
  );

  app.post(
    `${base}/mobile-register`,
    { schema: { body: registerBody }, preHandler: registerLimits },
    async (req) => {
      const b = req.body as MobileBody & { birthDate: string };
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
      assertAdult(b.birthDate, ctx.clock.now());
      checkChallenge(ctx, b);
      checkSms(ctx, area, mobile, b.smsCode);
      const user = await createUser(ctx, {
        userName,
        password: b.password || randomCode(16),
        mobile,
        area,
        referrer,
        regDomain: b.regDomain,
        device: deviceKey(req),
        birthDate: b.birthDate,
      });
      return ok(loginData(ctx, user, req));
    },
  );

  // The registration checks say whether a number is taken: rate-limited (issue 49 #7).
  app.get(
    `${base}/mobile-registerCheckByMobile/:phone/:phoneCode`,
    { preHandler: registerLimits },
    async (req) => {
      const { phone, phoneCode } = req.params as { phone: string; phoneCode: string };
      const area = phoneCode.replace(/\D/g, '') || '84';
      const mobile = normaliseMobile(phone, area);
      if (!/^\d{6,13}$/.test(mobile)) throw illegal('phone must be 6 to 13 digits');
      if (userByMobile(ctx.db, area, mobile))
        throw new BizError(Codes.MOBILE_EXISTS, 'This phone number is already registered');
      return ok(true);
    },
  );

  app.get(
    `${base}/mobile-registerCheckByCode/:phone/:code`,
    { preHandler: registerLimits },
    async (req) => {
      const { phone, code } = req.params as { phone: string; code: string };
      const q = req.query as { countryCode?: string };
      const area = (q.countryCode ?? '84').replace(/\D/g, '') || '84';
      checkSms(ctx, area, normaliseMobile(phone, area), code, true);
      return ok(true);
    },
  );

  app.get(`${base}/mobile-registerCreatName`, async () => ok(newName()));
}

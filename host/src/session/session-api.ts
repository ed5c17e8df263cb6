import { ApiError, callApi, http, toTransportError, type LoginResponse } from '@app/shared';

/*
 * Small typed wrappers for the session calls that @app/shared does not export yet (the lead swaps
 * them for the shared API functions later). Reliability S13: every secret (password, phone, SMS
 * code, token) travels in a JSON body or a header, never in the request URL.
 */

/** GET /api/user/countrycode/list entry. */
export interface CountryCode {
  id: number | string;
  countryName: string;
  countryNameEn?: string;
  countryCode: string;
  phoneCode: string;
  phoneLength?: number;
  icon?: string;
}

/** SMS action types of the sandbox: 1 register, 2 login, 3 reset, 4 login verification. */
export type SmsAction = 1 | 2 | 3 | 4;

export interface SmsSendInput {
  mobile?: string;
  countryCode?: string;
  actionType: SmsAction;
  /** Verification step of a password login: the server finds the number from the user name. */
  userName?: string;
}

/** SMS cooldown answer (code 1004) and success answer both carry the seconds to wait. */
export interface SmsSendResult {
  retryAfter: number;
}

export interface AccountRegisterInput {
  userName: string;
  password: string;
  countryCode?: string;
  inviteCode?: string;
  referCode?: string;
  regDomain?: string;
  /** SPEC §3 validate fields, passed through. */
  validate?: Record<string, string>;
}

export interface MobileLoginInput {
  mobile: string;
  smsCode: string;
  countryCode: string;
  inviteCode?: string;
  referCode?: string;
  regDomain?: string;
}

export interface LoginCheckInput {
  userName: string;
  smsCode: string;
  mobile?: string;
  actionType?: SmsAction;
}

/** SPEC §3 gift pack. */
export interface GiftPack {
  id?: number | string | null;
  name?: string | null;
  status?: number | string | null;
}

export type SessionLoginResponse = LoginResponse & { userName?: string | null };

/** GET /api/user/countrycode/list */
export async function listCountryCodes(): Promise<CountryCode[]> {
  const data = await callApi<unknown>(
    { method: 'GET', url: '/api/user/countrycode/list' },
    { noNeedResponseMsg: true },
  );
  return Array.isArray(data)
    ? data.filter(
        (c): c is CountryCode =>
          typeof c === 'object' &&
          c !== null &&
          typeof (c as CountryCode).phoneCode === 'string' &&
          typeof (c as CountryCode).countryCode === 'string',
      )
    : [];
}

/** SMS cooldown code of the backend (data.retryAfter in seconds). */
export const SMS_COOLDOWN_CODE = 1004;

/** The server refused a new code for now (code 1004, or HTTP 429 with Retry-After). */
export class SmsCooldownError extends ApiError {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super('business', message, SMS_COOLDOWN_CODE);
  }
}

function seconds(value: unknown): number {
  const n = Math.ceil(Number(value));
  return Number.isFinite(n) && n > 0 ? Math.min(n, 3600) : 0;
}

/**
 * POST /api/user/auth/sms/send. Resolves with the cooldown the server asks for; rejects with a
 * SmsCooldownError on code 1004 / HTTP 429 (reliability S15) and an ApiError otherwise. The body
 * is read here (not through callApi) because the cooldown seconds live in the error's data.
 */
export async function sendSmsCode(input: SmsSendInput): Promise<SmsSendResult> {
  let status = 0;
  let body: unknown;
  let retryHeader: unknown;
  try {
    const res = await http.request({
      method: 'POST',
      url: '/api/user/auth/sms/send',
      data: input,
      validateStatus: (s) => (s >= 200 && s < 300) || s === 429,
    });
    status = res.status;
    body = res.data;
    retryHeader = (res.headers as Record<string, unknown>)['retry-after'];
  } catch (err) {
    throw toTransportError(err);
  }
  const env = (typeof body === 'object' && body !== null ? body : {}) as {
    code?: unknown;
    msg?: unknown;
    data?: { retryAfter?: unknown } | null;
  };
  const msg = typeof env.msg === 'string' && env.msg ? env.msg : '';
  if (status === 429) throw new SmsCooldownError(msg, seconds(retryHeader) || 60);
  const code = Number(env.code);
  if (code === 200) return { retryAfter: seconds(env.data?.retryAfter) };
  if (code === SMS_COOLDOWN_CODE) {
    throw new SmsCooldownError(msg, seconds(env.data?.retryAfter) || 60);
  }
  throw new ApiError(
    'business',
    msg || 'Something went wrong. Please try again.',
    code || undefined,
  );
}

/** POST /api/user/auth/loginCheck: the second step of a login with loginState 1 or 2. */
export async function loginCheck(input: LoginCheckInput): Promise<SessionLoginResponse> {
  return callApi<SessionLoginResponse>(
    { method: 'POST', url: '/api/user/auth/loginCheck', data: input },
    { noNeedResponseMsg: true },
  );
}

/** POST /api/user/auth/mobile-login (an unknown number is registered by the backend). */
export async function mobileLogin(input: MobileLoginInput): Promise<SessionLoginResponse> {
  return callApi<SessionLoginResponse>(
    { method: 'POST', url: '/api/user/auth/mobile-login', data: input },
    { noNeedResponseMsg: true },
  );
}

/** POST /api/user/auth/account-register */
export async function accountRegister(input: AccountRegisterInput): Promise<SessionLoginResponse> {
  const { validate, ...rest } = input;
  return callApi<SessionLoginResponse>(
    { method: 'POST', url: '/api/user/auth/account-register', data: { ...rest, ...validate } },
    { noNeedResponseMsg: true },
  );
}

/** POST /api/promotion/activity/newMemberGiftPack/isOpen */
export async function newMemberGiftPackIsOpen(): Promise<GiftPack | null> {
  const data = await callApi<GiftPack | null>(
    { method: 'POST', url: '/api/promotion/activity/newMemberGiftPack/isOpen' },
    { noNeedResponseMsg: true },
  );
  return data && typeof data === 'object' ? data : null;
}

import * as z from 'zod/mini';
import { LoginResponseSchema, type CaptchaFields, type LoginResponse } from './auth';
import { AnySchema } from '@app/shared/rules';
import { getData, postData } from '@app/shared/client';

/** SPEC §7 auth beyond the account login: login check, registration, phone login and registration. */
const AUTH = '/api/user/auth';

/** SPEC §3 registration payload. */
export interface RegisterInput {
  userName: string;
  password: string;
  countryCode?: string;
  inviteCode?: string;
  referCode?: string;
  regDomain?: string;
  /** YYYY-MM-DD; the server refuses anyone under RG_MIN_AGE (issue 18). */
  birthDate?: string;
  /** Captcha/validate fields, passed through. */
  validate?: Record<string, string>;
}

/** SPEC §3 mobile registration payload (phone login sends the same fields). */
export interface MobileInput {
  mobile: string;
  smsCode: string;
  countryCode?: string;
  userName?: string;
  password?: string;
  inviteCode?: string;
  referCode?: string;
  regDomain?: string;
  mobileCode?: string;
  /** YYYY-MM-DD, required by mobile-register (issue 18); phone login ignores it. */
  birthDate?: string;
}

/** Body of mobile-login and mobile-register as the server reads it. */
export type MobileBody = MobileInput & CaptchaFields;

/** Body of account-register: the payload with its captcha fields at the top level. */
export type RegisterBody = Omit<RegisterInput, 'validate'> & CaptchaFields;

export interface LoginCheckInput {
  mobile?: string;
  smsCode: string;
  actionType?: number;
  userName: string;
}

const LoginSchema = z.looseObject(LoginResponseSchema.shape);

/** POST /api/user/auth/loginCheck: the SMS step after loginState 1 or 2 (§4). Rejects with the msg. */
export function loginCheck(input: LoginCheckInput): Promise<LoginResponse> {
  return postData(LoginSchema, `${AUTH}/loginCheck`, input, { noNeedResponseMsg: true });
}

/** POST /api/user/auth/account-register. Rejects with the server msg on failure (§8). */
export function registerAccount(input: RegisterInput): Promise<LoginResponse> {
  const { validate, ...rest } = input;
  const body: RegisterBody = { ...rest, ...validate };
  return postData(LoginSchema, `${AUTH}/account-register`, body, { noNeedResponseMsg: true });
}

/**
 * POST /api/user/auth/mobile-login. §8: returns false on failure (the catalogue has already shown
 * the server message), never rejects.
 */
export function mobileLogin(input: MobileInput): Promise<LoginResponse | false> {
  return postData(LoginSchema, `${AUTH}/mobile-login`, input).catch(() => false as const);
}

/** POST /api/user/auth/mobile-register. §8: returns false on failure, never rejects. */
export function mobileRegister(input: MobileInput): Promise<LoginResponse | false> {
  return postData(LoginSchema, `${AUTH}/mobile-register`, input).catch(() => false as const);
}

const seg = (v: string) => encodeURIComponent(v);

/** GET mobile-registerCheckByMobile/{phone}/{phoneCode}: resolves when the number may register. */
export async function checkMobileRegisterByMobile(phone: string, phoneCode: string): Promise<void> {
  await getData(AnySchema, `${AUTH}/mobile-registerCheckByMobile/${seg(phone)}/${seg(phoneCode)}`);
}

/** GET mobile-registerCheckByCode/{phone}/{code}: resolves when the SMS code is right. */
export async function checkMobileRegisterByCode(
  phone: string,
  code: string,
  countryCode?: string,
): Promise<void> {
  await getData(
    AnySchema,
    `${AUTH}/mobile-registerCheckByCode/${seg(phone)}/${seg(code)}`,
    countryCode ? { countryCode } : undefined,
  );
}

/** GET mobile-registerCreatName: a free generated user name. */
export function createMobileRegisterName(): Promise<string> {
  return getData(z.string(), `${AUTH}/mobile-registerCreatName`);
}

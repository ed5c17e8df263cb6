import * as z from 'zod/mini';
import { callApi, validateResponse } from '@app/shared/client';

/** SPEC §3 login response. */
export const LoginResponseSchema = z.object({
  accessToken: z.optional(z.nullable(z.string())),
  loginState: z.optional(z.nullable(z.number())),
  state: z.optional(z.unknown()),
  mobile: z.optional(z.nullable(z.string())),
  mobileArea: z.optional(z.nullable(z.string())),
  deviceId: z.optional(z.nullable(z.string())),
  /** Phone login: the account the number belongs to (or was registered under). */
  userName: z.optional(z.nullable(z.string())),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** The captcha answer a login or registration carries when the server asked for one (SPEC §7). */
export interface CaptchaFields {
  captchaId?: string;
  captchaCode?: string;
}

/** Body of POST account-login/v2 (the sandbox reads this type too). */
export interface AccountLoginBody extends CaptchaFields {
  userName: string;
  password: string;
}

export interface AccountLoginInput {
  userName: string;
  password: string;
  /** Captcha/validate fields of SPEC §7, passed through. */
  validate?: Record<string, string>;
}

/** POST /api/user/auth/account-login/v2 (SPEC §7). Rejects with the server msg on failure (§8). */
export async function accountLogin(input: AccountLoginInput): Promise<LoginResponse> {
  const data = await callApi<unknown>(
    {
      method: 'POST',
      url: '/api/user/auth/account-login/v2',
      data: {
        userName: input.userName,
        password: input.password,
        ...input.validate,
      } satisfies AccountLoginBody,
    },
    { noNeedResponseMsg: true },
  );
  return validateResponse(LoginResponseSchema, data);
}

/** POST /api/user/auth/logout; errors are ignored (SPEC §8). */
export async function logout(): Promise<void> {
  await callApi(
    { method: 'POST', url: '/api/user/auth/logout' },
    { noNeedResponseMsg: true },
  ).catch(() => undefined);
}

import { ApiError, toTransportError, http } from '@app/shared/client';

// Reliability S13: the number and the code travel in the JSON body, never in the URL.

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

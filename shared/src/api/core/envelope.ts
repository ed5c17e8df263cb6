import { ApiError, MALFORMED_MESSAGE } from './api-error';

/** SPEC §9: success code. */
export const SUCCESS_CODE = 200;

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** `{ code, msg, data }`, or null for anything else (HTML error pages, null, strings). */
export function parseEnvelope(body: unknown): Envelope | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const rec = body as Record<string, unknown>;
  const code = typeof rec.code === 'string' && rec.code.trim() !== '' ? Number(rec.code) : rec.code;
  if (typeof code !== 'number' || !Number.isFinite(code)) return null;
  const msg =
    typeof rec.msg === 'string' ? rec.msg : typeof rec.message === 'string' ? rec.message : '';
  return { code, msg, data: rec.data };
}

/** Reads `{ code, msg, data }`; anything else is a malformed response. */
export function readEnvelope(body: unknown): Envelope {
  const env = parseEnvelope(body);
  if (!env) throw new ApiError('malformed', MALFORMED_MESSAGE);
  return env;
}

import { ApiError, MALFORMED_MESSAGE } from './api-error';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Reads `{ code, msg, data }`; anything else (HTML error pages, null, strings) is a malformed response. */
export function readEnvelope(body: unknown): Envelope {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError('malformed', MALFORMED_MESSAGE);
  }
  const rec = body as Record<string, unknown>;
  const code = typeof rec.code === 'string' && rec.code.trim() !== '' ? Number(rec.code) : rec.code;
  if (typeof code !== 'number' || !Number.isFinite(code)) {
    throw new ApiError('malformed', MALFORMED_MESSAGE);
  }
  const msg =
    typeof rec.msg === 'string' ? rec.msg : typeof rec.message === 'string' ? rec.message : '';
  return { code, msg, data: rec.data };
}

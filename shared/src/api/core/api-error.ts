export type ApiErrorKind = 'business' | 'expired' | 'http' | 'network' | 'timeout' | 'malformed';

/** The one error type every API function rejects with: a kind, an optional code and a readable message. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly code?: number,
    readonly status?: number,
    /** The envelope's data of a business error (e.g. the remaining allowance of a limit). */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const MALFORMED_MESSAGE = 'The server sent an unexpected response. Please try again.';

/** Turns whatever a transport threw into an ApiError without leaking headers or tokens (S14). */
export function toTransportError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const e = err as { code?: string; message?: string; response?: { status?: number } } | null;
  if (e?.code === 'ECONNABORTED' || e?.code === 'ETIMEDOUT') {
    return new ApiError('timeout', 'The request timed out. Check your connection and try again.');
  }
  const status = e?.response?.status;
  if (typeof status === 'number') {
    return new ApiError('http', `The server answered HTTP ${status}.`, undefined, status);
  }
  return new ApiError('network', 'Network error: the server could not be reached.');
}

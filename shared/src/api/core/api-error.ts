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
    /** The server's X-Request-Id: the call's line in the server log (issue 48). */
    readonly requestId?: string,
  ) {
    super(message);
  }
}

export const MALFORMED_MESSAGE = 'The server sent an unexpected response. Please try again.';

type ApiFailureObserver = (error: ApiError, call: string) => void;
let observer: ApiFailureObserver | null = null;

/**
 * The host's error reporter hears of every call the server answered with an HTTP error and every
 * answer that failed its schema (issue 48), with the call's path; a network failure or a timeout is
 * the member's connection, not a fault to report.
 */
export function observeApiFailures(next: ApiFailureObserver | null): void {
  observer = next;
}

export function notifyApiFailure(error: ApiError, call: string): void {
  try {
    observer?.(error, call.split('?')[0] ?? '');
  } catch {
    // a reporter's fault never changes the call's outcome
  }
}

/**
 * Turns whatever a transport threw into an ApiError without leaking headers or tokens (S14). An HTTP
 * error keeps the server's request id and, given the call, is reported (observeApiFailures).
 */
export function toTransportError(err: unknown, call?: string): ApiError {
  if (err instanceof ApiError) return err;
  const e = err as {
    code?: string;
    message?: string;
    response?: { status?: number; headers?: Record<string, string> };
  } | null;
  if (e?.code === 'ECONNABORTED' || e?.code === 'ETIMEDOUT') {
    return new ApiError('timeout', 'The request timed out. Check your connection and try again.');
  }
  const status = e?.response?.status;
  if (typeof status === 'number') {
    const requestId = e?.response?.headers?.['x-request-id'];
    const error = new ApiError(
      'http',
      `The server answered HTTP ${status}.`,
      undefined,
      status,
      undefined,
      requestId || undefined,
    );
    if (call !== undefined) notifyApiFailure(error, call);
    return error;
  }
  return new ApiError('network', 'Network error: the server could not be reached.');
}

import type * as z from 'zod/mini';
import { ApiError, MALFORMED_MESSAGE, notifyApiFailure } from './api-error';

/**
 * Checks a response against its schema at the client boundary (R14): one typed error, never a crash
 * later. A failed check is reported (issue 48) with the call and the first field that failed (its
 * path only, never its value): a maintenance notice or a limit the page cannot read is a fault.
 */
export function validateResponse<S extends z.ZodMiniType>(
  schema: S,
  data: unknown,
  call = '',
): z.infer<S> {
  const res = schema.safeParse(data);
  if (res.success) return res.data;
  const error = new ApiError('malformed', MALFORMED_MESSAGE);
  const field = res.error.issues[0]?.path.map(String).join('.') ?? '';
  notifyApiFailure(error, field ? `${call} at ${field}` : call);
  throw error;
}

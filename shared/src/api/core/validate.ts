import type * as z from 'zod/mini';
import { ApiError, MALFORMED_MESSAGE } from './api-error';

/** Checks a response against its schema at the client boundary (R14): one typed error, never a crash later. */
export function validateResponse<S extends z.ZodMiniType>(schema: S, data: unknown): z.infer<S> {
  const res = schema.safeParse(data);
  if (!res.success) throw new ApiError('malformed', MALFORMED_MESSAGE);
  return res.data;
}

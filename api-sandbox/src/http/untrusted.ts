import type { FastifyRequest } from 'fastify';

/**
 * A request body as it arrives: the field names of the body type the client sends (declared once,
 * in @app/shared/api), every value unchecked. A field renamed in the client breaks the sandbox's
 * types; the values are still checked at runtime, because a body is hostile input.
 */
export type Untrusted<T> = { [K in T extends unknown ? keyof T : never]?: unknown };

/** The body's fields; a missing, array, string or null body has none. */
export function bodyOf<T>(req: Pick<FastifyRequest, 'body'>): Untrusted<T> {
  const raw: unknown = req.body;
  return (raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {}) as Untrusted<T>;
}

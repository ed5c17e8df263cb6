import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Codes } from '../codes';
import type { Ctx } from '../context';
import { BizError } from '../errors';

/**
 * Rate limits of the auth routes (issue 49 #4, #7): `@fastify/rate-limit` counts, the answer is the
 * envelope the client shows (HTTP 200, `1012` with `{ retryAfter, until }`), translated by the
 * client's `common:codes.1012`.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, { global: false });
}

export interface Limit {
  /** Keeps the counters of two limits apart in the one store. */
  name: string;
  max: number;
  windowMs: number;
  key: (req: FastifyRequest) => string;
}

export const TOO_MANY_MSG = 'Too many attempts: please try again later';

export function tooMany(ctx: Ctx, retryAfterS: number): BizError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterS));
  return new BizError(Codes.TOO_MANY_ATTEMPTS, TOO_MANY_MSG, {
    retryAfter,
    until: ctx.clock.now() + retryAfter * 1000,
  });
}

/** A preHandler that counts the request against every limit and refuses it past any of them. */
export function limited(app: FastifyInstance, ctx: Ctx, limits: Limit[]) {
  const checks = limits.map((l) => ({
    ...l,
    check: app.createRateLimit({
      max: l.max,
      timeWindow: l.windowMs,
      keyGenerator: (req) => `${l.name}:${l.key(req)}`,
    }),
  }));
  return async (req: FastifyRequest) => {
    for (const c of checks) {
      const r = await c.check(req);
      if (!r.isAllowed && r.isExceeded) throw tooMany(ctx, r.ttlInSeconds);
    }
  };
}

export const byIp = (req: FastifyRequest) => req.ip;

/** The user name a request names (body `userName`), folded like logins compare it. */
export const byName = (req: FastifyRequest) => {
  const n = (req.body as { userName?: unknown } | undefined)?.userName;
  return typeof n === 'string' ? n.trim().toLowerCase() : '';
};

import type { FastifyInstance } from 'fastify';
import type { RgExclusionBody, RgLimitInput, RgRealityCheckBody } from '@app/shared/api';
import { LOGIN_EXPIRED, LOGIN_EXPIRED_MSG } from '../codes';
import type { Ctx } from '../context';
import { ok } from '../envelope';
import { BizError } from '../errors';
import type { Schema } from '../http/schema-kit';
import { obj } from '../http/schema-kit';
import { auditOf } from '../rg/audit';
import { EXCLUSION_PERIODS, startExclusion } from '../rg/exclusion';
import { LIMIT_KINDS, MAX_LIMIT, PERIODS, setLimit } from '../rg/limits';
import { REALITY_CHOICES, setRealityMinutes } from '../rg/reality-check';
import { rgSession, rgState } from '../rg/state';
import { requestToken, requireUser } from '../users';

const RG = '/api/member/rg';

/** Every declared field is required; other fields (a body `token`, SPEC §6) stay bounded. */
const body = (properties: Record<string, Schema>) => obj(properties, Object.keys(properties));
const LIMIT_BODY = body({
  kind: { enum: LIMIT_KINDS },
  period: { enum: PERIODS },
  // a whole number of the minor unit (issue 49 #8)
  amount: { type: ['integer', 'null'], minimum: 1, maximum: MAX_LIMIT },
});
const REALITY_BODY = body({ minutes: { enum: REALITY_CHOICES } });
const EXCLUSION_BODY = body({ period: { enum: EXCLUSION_PERIODS } });

/** Responsible gambling (issue 18): every answer of a change is the new state. */
export function registerRgRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.get(`${RG}/get`, async (req) => ok(rgState(ctx, requireUser(ctx, req).id)));

  app.post(`${RG}/limit`, { schema: { body: LIMIT_BODY } }, async (req) => {
    const user = requireUser(ctx, req);
    const b = req.body as RgLimitInput;
    setLimit(ctx, user.id, b, ctx.clock.now());
    return ok(rgState(ctx, user.id));
  });

  app.post(`${RG}/realityCheck`, { schema: { body: REALITY_BODY } }, async (req) => {
    const user = requireUser(ctx, req);
    setRealityMinutes(ctx, user.id, (req.body as RgRealityCheckBody).minutes, ctx.clock.now());
    return ok(rgState(ctx, user.id));
  });

  app.post(`${RG}/exclusion`, { schema: { body: EXCLUSION_BODY } }, async (req) => {
    const user = requireUser(ctx, req);
    const { period } = req.body as RgExclusionBody;
    startExclusion(ctx, user.id, period, ctx.clock.now());
    return ok(rgState(ctx, user.id));
  });

  app.get(`${RG}/session`, async (req) => {
    const user = requireUser(ctx, req);
    const session = ctx.db
      .prepare('SELECT created_at FROM sessions WHERE token = ?')
      .get(requestToken(req)) as { created_at: number } | undefined;
    if (!session) throw new BizError(LOGIN_EXPIRED, LOGIN_EXPIRED_MSG);
    return ok(rgSession(ctx, user.id, session.created_at));
  });

  app.get(`${RG}/audit`, async (req) => ok(auditOf(ctx, requireUser(ctx, req).id)));
}

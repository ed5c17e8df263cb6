import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context';
import { ok } from '../envelope';
import { GIFT_PACK_ID, addEvent, phoneOf } from '../activity-events';
import { claimRefusal, refusalBody, refusalError } from '../activity-eligibility';
import { windowAt } from '../activity-windows';
import { activityToggles } from '../activity-toggles';
import { localize } from '../i18n/texts';
import { ACTIVITIES, type SandboxActivity } from '../seed/activities';
import { isoVn } from '../time';
import type { UserRow } from '../users';
import { changeBalance, requireUser, sessionUser } from '../users';
import { deviceKey, deviceOf } from './auth-users';

/** The device a once-per-person claim is counted on: the request's, else the registration's. */
function claimDevice(user: UserRow, req: FastifyRequest): string {
  return deviceOf(req) ?? user.reg_device ?? deviceKey(req);
}

/** Activities whose claim pays the activity's fixed bonus under its rules. */
export const FIXED_CLAIMS: ReadonlySet<string> = new Set(['sign', 'giftPack', 'giftBox']);

/**
 * The fixed-bonus claims (check-ins and gift boxes, the new-member gift pack among them), what a
 * member may claim, and the seasons' calendar. A claim checks the rules and pays in one
 * transaction (#17), so of two concurrent claims one pays and the other is refused.
 */
export function fixedClaim(ctx: Ctx) {
  /** Pays the activity's bonus unless a rule refuses; throws the refusal (nothing written). */
  return (user: UserRow, a: SandboxActivity, req: FastifyRequest): number => {
    const device = claimDevice(user, req);
    const phone = a.rules?.onePerPerson ? phoneOf(user) : null;
    return ctx.db.transaction(() => {
      const refusal = claimRefusal(ctx, user, a, { now: ctx.clock.now(), device });
      if (refusal)
        throw refusalError(
          refusal,
          a.type === 'sign' ? 'Already checked in today' : 'Gift pack already claimed',
        );
      addEvent(ctx, user.id, a.id, 'claim', a.bonus, {
        ...(a.rules?.onePerPerson ? { device } : {}),
        ...(phone ? { phone } : {}),
      });
      return changeBalance(ctx, user.id, a.bonus, 'activity', `activity:${a.id}`);
    })();
  };
}

/** What a member may claim (eligibility), the new-member gift pack's state and the seasons. */
export function registerClaimRoutes(
  app: FastifyInstance,
  ctx: Ctx,
  activityOf: (v: unknown) => SandboxActivity,
): void {
  const A = '/api/promotion/activity';

  app.get(`${A}/eligibility`, async (req) => {
    const user = requireUser(ctx, req);
    const a = activityOf((req.query as { activityId?: string }).activityId);
    const refusal = claimRefusal(ctx, user, a, {
      now: ctx.clock.now(),
      device: claimDevice(user, req),
    });
    return ok({
      activityId: a.id,
      amount: a.bonus,
      eligible: refusal === null,
      claimed: refusal?.reason === 'claimed',
      refusal: refusalBody(refusal),
    });
  });

  app.post(`${A}/newMemberGiftPack/isOpen`, async (req) => {
    const pack = ACTIVITIES.find((x) => x.id === GIFT_PACK_ID)!;
    const user = sessionUser(ctx, req);
    const refusal = user
      ? claimRefusal(ctx, user, pack, { now: ctx.clock.now(), device: claimDevice(user, req) })
      : null;
    return ok({
      id: pack.id,
      name: localize(pack.name),
      // open unless this member can never have it; a missing phone is a step still to take
      status: refusal && refusal.reason !== 'verify-phone' ? 0 : 1,
      amount: pack.bonus,
      pendingReason: refusal?.reason === 'verify-phone' ? 'verify-phone' : null,
    });
  });

  app.get(`${A}/seasons`, async () => {
    const on = activityToggles(ctx);
    const now = ctx.clock.now();
    return ok(
      ACTIVITIES.filter((a) => a.window && on(a.key)).map((a) => {
        const w = windowAt(a.window!, now);
        return {
          id: a.id,
          key: a.key,
          keys: [a.key, ...(a.aliases ?? [])],
          name: localize(a.name),
          startTime: isoVn(w.start),
          endTime: isoVn(w.end),
          state: w.state,
        };
      }),
    );
  });
}

import type { Ctx } from '../context';
import { round2 } from '../rng';
import { activeExclusion } from './exclusion';
import { gamblingSince } from './ledger';
import { limitViews } from './limits';
import { realityMinutes } from './reality-check';

/** GET /api/member/rg/get: limits with their use, the reality-check interval, any exclusion. */
export function rgState(ctx: Ctx, userId: number) {
  const now = ctx.clock.now();
  return {
    limits: limitViews(ctx, userId, now),
    realityCheckMinutes: realityMinutes(ctx, userId),
    exclusion: activeExclusion(ctx, userId, now),
    now,
  };
}

/** GET /api/member/rg/session: stakes and returns since this login session began. */
export function rgSession(ctx: Ctx, userId: number, startedAt: number) {
  const { staked, returned } = gamblingSince(ctx, userId, startedAt - 1);
  return { startedAt, now: ctx.clock.now(), staked, returned, net: round2(returned - staked) };
}

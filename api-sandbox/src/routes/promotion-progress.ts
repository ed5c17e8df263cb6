import { eventsOf, addEvent } from '../activity-events';
import { Codes } from '../codes';
import type { Ctx } from '../context';
import { BizError } from '../errors';
import { DEPOSIT_TIERS, TURNOVER_TIERS, type ProgressTier } from '../seed/activities';
import { changeBalance, type UserRow } from '../users';

/** What a progress activity counts: the member's recorded deposits, or settled sportsbook turnover. */
export type ProgressMeasure = 'deposit' | 'turnover';

export interface Progress {
  measure: ProgressMeasure;
  betTotal: number;
  betCount: number;
  tiers: readonly ProgressTier[];
  claimed: number;
}

const SUMS: Record<ProgressMeasure, string> = {
  deposit:
    "SELECT COALESCE(SUM(amount), 0) AS total, COUNT(*) AS n FROM wallet_ledger WHERE user_id = ? AND kind = 'deposit'",
  turnover:
    'SELECT COALESCE(SUM(stake), 0) AS total, COUNT(*) AS n FROM orders WHERE user_id = ? AND status IN (4, 5)',
};

/** A deposit activity measures deposits against its own table; every other one, turnover. */
export function tiersOf(activity: { type: string }): {
  measure: ProgressMeasure;
  tiers: readonly ProgressTier[];
} {
  const measure: ProgressMeasure = activity.type === 'deposit' ? 'deposit' : 'turnover';
  return { measure, tiers: measure === 'deposit' ? DEPOSIT_TIERS : TURNOVER_TIERS };
}

export function progressOf(
  ctx: Ctx,
  userId: number,
  activity: { id: number; type: string },
): Progress {
  const { measure, tiers } = tiersOf(activity);
  const row = ctx.db.prepare(SUMS[measure]).get(userId) as { total: number; n: number };
  return {
    measure,
    betTotal: row.total,
    betCount: row.n,
    tiers,
    claimed: eventsOf(ctx, userId, activity.id, 'claim').length,
  };
}

/**
 * Claims the next tier of a progress activity. Tiers are claimed in order, each once: the count of
 * earlier claims, the measure, the claim record and the credit are read and written in one
 * transaction, so double clicks and parallel requests credit a tier exactly once.
 */
export function claimNextTier(
  ctx: Ctx,
  user: UserRow,
  activity: { id: number; type: string },
): { amount: number; balance: number; tier: number } {
  return ctx.db.transaction(() => {
    const p = progressOf(ctx, user.id, activity);
    const next = p.tiers[p.claimed];
    if (!next || p.betTotal < next.target) {
      // every reached tier is already claimed, or none is reached yet
      if (p.claimed > 0) throw new BizError(Codes.ALREADY_CLAIMED, 'Reached tiers already claimed');
      throw new BizError(Codes.WARNING, 'The first target is not reached yet');
    }
    addEvent(ctx, user.id, activity.id, 'claim', next.reward, { tier: p.claimed + 1 });
    const balance = changeBalance(ctx, user.id, next.reward, 'activity', `activity:${activity.id}`);
    return { amount: next.reward, balance, tier: p.claimed + 1 };
  })();
}

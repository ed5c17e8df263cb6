import type { ProgressTier } from '@app/shared/api/promotion';

/** One target of a progress activity, from the server's tier table (activity/bet/total). */
export type Tier = ProgressTier;

export type TierStatus = 'claimed' | 'claimable' | 'locked';

export interface LadderState {
  statuses: TierStatus[];
  /** Index of the first tier not yet reached, or -1 when all are reached. */
  next: number;
  /** Share (0–100) of the way from the last reached tier to the next one. */
  percent: number;
  /** Turnover still missing for the next tier. */
  remaining: number;
}

/** Tiers are claimed in order, so the first `claimed` tiers are done. */
export function ladderState(total: number, tiers: readonly Tier[], claimed: number): LadderState {
  const statuses = tiers.map((tier, i): TierStatus =>
    i < claimed ? 'claimed' : total >= tier.target ? 'claimable' : 'locked',
  );
  const next = tiers.findIndex((tier) => total < tier.target);
  if (next === -1) return { statuses, next, percent: 100, remaining: 0 };
  const from = next === 0 ? 0 : tiers[next - 1]!.target;
  const span = tiers[next]!.target - from;
  const percent = Math.max(0, Math.min(100, ((total - from) / span) * 100));
  return { statuses, next, percent, remaining: tiers[next]!.target - total };
}

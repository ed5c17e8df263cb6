import type { RgLimit, RgLimitKind, RgPeriod } from '@app/shared/api/rg';

/** How much more the member may stake now, and the limit that allows no more. */
export interface RgAllowance {
  remaining: number;
  kind: RgLimitKind;
  period: RgPeriod;
}

/**
 * The tightest of the member's stake and loss limits (issue 18): a stake s passes a limit when
 * used + s ≤ amount, and a bet can lose at most its stake, so both kinds bound the next stake by
 * what they have left. Null when no limit is set.
 */
export function rgAllowance(limits: readonly RgLimit[]): RgAllowance | null {
  let tightest: RgAllowance | null = null;
  for (const limit of limits) {
    if (limit.amount === null) continue;
    const remaining = Math.max(0, limit.remaining ?? limit.amount - limit.used);
    if (tightest === null || remaining < tightest.remaining)
      tightest = { remaining, kind: limit.kind, period: limit.period };
  }
  return tightest;
}

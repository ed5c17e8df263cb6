import { Codes } from '../codes';
import type { Ctx } from '../context';
import { BizError } from '../errors';
import { round2 } from '../rng';
import { assertNotExcluded } from './exclusion';
import { limitViews } from './limits';

/**
 * The one check before any stake leaves the wallet (sportsbook bets, reserve fills, game
 * transfers): refused during an exclusion (2004) or when `stake` would pass a stake limit
 * (used + stake) or a loss limit (net loss + stake) of any window (2003, data = the limit with the
 * least room left). Call it inside the transaction that debits, so two concurrent bets cannot both
 * pass one limit; a refusal rolls the whole transaction back.
 */
export function assertMayStake(ctx: Ctx, userId: number, stake: number): void {
  assertNotExcluded(ctx, userId);
  const refusing = limitViews(ctx, userId, ctx.clock.now()).filter(
    (l) => l.amount !== null && round2(l.used + stake) > l.amount,
  );
  if (!refusing.length) return;
  const tightest = refusing.reduce((a, b) => ((b.remaining ?? 0) < (a.remaining ?? 0) ? b : a));
  const data = {
    kind: tightest.kind,
    period: tightest.period,
    limit: tightest.amount,
    remaining: tightest.remaining,
  };
  throw new BizError(
    Codes.RG_LIMIT_REACHED,
    `The stake passes your ${tightest.period} ${tightest.kind} limit of ${tightest.amount}: ${tightest.remaining} left`,
    data,
  );
}

import type { Ctx } from '../context';
import { round2 } from '../rng';

/**
 * Wallet-ledger kinds that are gambling (issue 18). Stakes: sportsbook bets (also filled reserve
 * bets) and money moved into a game wallet (`game-transfer-done` once collected back). Returns:
 * settlements (winnings, refunds of void bets), cash-outs and what a game wallet gives back.
 * Deposits, claims, wheel prizes, gifts and invite awards are not gambling.
 */
export const STAKE_KINDS = ['bet', 'game-transfer', 'game-transfer-done'] as const;
export const RETURN_KINDS = ['bet-settle', 'cash-out', 'game-collect'] as const;

const list = (kinds: readonly string[]) => kinds.map((k) => `'${k}'`).join(', ');
const SUMS = `SELECT
    COALESCE(SUM(CASE WHEN kind IN (${list(STAKE_KINDS)}) THEN -amount END), 0) AS staked,
    COALESCE(SUM(CASE WHEN kind IN (${list(RETURN_KINDS)}) THEN amount END), 0) AS returned
  FROM wallet_ledger WHERE user_id = ? AND created_at > ?`;

export interface GamblingTotals {
  staked: number;
  returned: number;
}

/** Stakes and returns of a user's ledger rows after `since` (ms, exclusive). */
export function gamblingSince(ctx: Ctx, userId: number, since: number): GamblingTotals {
  const row = ctx.db.prepare(SUMS).get(userId, since) as GamblingTotals;
  return { staked: round2(row.staked), returned: round2(row.returned) };
}

import type { Ctx } from '../context';
import { STAKE_KINDS } from '../rg/ledger';

/** Ledger kinds that are bonuses: each must be staked this many times before it may be withdrawn. */
export const BONUS_KINDS = ['activity', 'turntable', 'invite-award'] as const;
export const BONUS_TURNOVER_MULTIPLE = 3;

const kinds = (list: readonly string[]) => list.map((k) => `'${k}'`).join(', ');

/**
 * The turnover still required by claimed bonuses: walking the ledger in order, a bonus adds
 * amount × BONUS_TURNOVER_MULTIPLE and a stake placed after it pays that down (a stake before
 * any bonus counts for none).
 */
export function remainingTurnover(ctx: Ctx, userId: number): number {
  const rows = ctx.db
    .prepare(
      `SELECT kind, amount FROM wallet_ledger WHERE user_id = ?
       AND kind IN (${kinds([...BONUS_KINDS, ...STAKE_KINDS])}) ORDER BY id`,
    )
    .all(userId) as { kind: string; amount: number }[];
  let remaining = 0;
  for (const r of rows) {
    if ((BONUS_KINDS as readonly string[]).includes(r.kind)) {
      if (r.amount > 0) remaining += r.amount * BONUS_TURNOVER_MULTIPLE;
    } else if (r.amount < 0) {
      // stakes are debits
      remaining = Math.max(0, remaining + r.amount);
    }
  }
  return remaining;
}

/** What may be withdrawn now: the balance less the turnover still required (issue 50 #2). */
export function withdrawable(balance: number, turnover: number): number {
  return Math.max(0, Math.floor(balance - turnover));
}

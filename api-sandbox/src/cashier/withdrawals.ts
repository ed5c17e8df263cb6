import { Codes } from '../codes';
import type { Ctx } from '../context';
import { BizError, notFound } from '../errors';
import { randomCode } from '../ids';
import { startOfDayVn } from '../time';
import { changeBalance, userById, type UserRow } from '../users';
import { cashierAudit } from './audit';
import { accountOf, accountView } from './accounts';
import { marketOf, type Market } from './methods';
import { remainingTurnover, withdrawable } from './turnover';

export type WithdrawalStatus = 'pending' | 'processing' | 'paid' | 'rejected' | 'cancelled';

/** Per market: one withdrawal's bounds and what a day allows (the day of UTC+7). */
export const WITHDRAW_RULES: Record<
  Market,
  { min: number; max: number; dailyCount: number; dailyAmount: number }
> = {
  vn: { min: 100_000, max: 2_000_000, dailyCount: 3, dailyAmount: 2_000_000 },
  cn: { min: 100, max: 50_000, dailyCount: 3, dailyAmount: 100_000 },
};

export interface WithdrawalRow {
  id: number;
  user_id: number;
  reference: string;
  account_id: number;
  account: string;
  amount: number;
  status: WithdrawalStatus;
  reason: string | null;
  created_at: number;
  updated_at: number;
}

export function withdrawalView(row: WithdrawalRow) {
  return {
    id: row.id,
    reference: row.reference,
    amount: row.amount,
    status: row.status,
    reason: row.reason,
    account: JSON.parse(row.account) as ReturnType<typeof accountView>,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export const withdrawalById = (ctx: Ctx, id: number) =>
  ctx.db.prepare('SELECT * FROM cashier_withdrawals WHERE id = ?').get(id) as
    WithdrawalRow | undefined;

/** Today's withdrawals that count (anything not cancelled or rejected). */
function usedToday(ctx: Ctx, userId: number): { count: number; amount: number } {
  return ctx.db
    .prepare(
      `SELECT COUNT(*) AS count, COALESCE(SUM(amount), 0) AS amount FROM cashier_withdrawals
       WHERE user_id = ? AND status IN ('pending', 'processing', 'paid') AND created_at >= ?`,
    )
    .get(userId, startOfDayVn(ctx.clock.now())) as { count: number; amount: number };
}

/** What the withdraw screen shows: withdrawable, the turnover left, the day's limits and use. */
export function withdrawInfo(ctx: Ctx, user: UserRow) {
  const rules = WITHDRAW_RULES[marketOf(user.reg_currency)];
  const balance = userById(ctx.db, user.id)!.balance;
  const turnover = remainingTurnover(ctx, user.id);
  const used = usedToday(ctx, user.id);
  return {
    balance,
    remainingTurnover: turnover,
    withdrawable: withdrawable(balance, turnover),
    min: rules.min,
    max: rules.max,
    daily: {
      count: rules.dailyCount,
      countLeft: Math.max(0, rules.dailyCount - used.count),
      amount: rules.dailyAmount,
      amountLeft: Math.max(0, rules.dailyAmount - used.amount),
    },
  };
}

/**
 * Requests a payout: the amount leaves the balance at once (held while pending), so it cannot be
 * staked or withdrawn twice; a cancel or a rejection gives it back once.
 */
export function createWithdrawal(
  ctx: Ctx,
  user: UserRow,
  input: { accountId: number; amount: number },
) {
  return ctx.db.transaction(() => {
    const account = accountOf(ctx, user.id, input.accountId);
    const info = withdrawInfo(ctx, user);
    if (input.amount < info.min || input.amount > info.max)
      throw new BizError(
        Codes.AMOUNT_OUT_OF_RANGE,
        `The amount must be between ${info.min} and ${info.max}`,
        {
          min: info.min,
          max: info.max,
        },
      );
    if (info.daily.countLeft < 1)
      throw new BizError(Codes.WITHDRAW_LIMIT_REACHED, "You have made today's withdrawals", {
        kind: 'count',
        limit: info.daily.count,
        remaining: 0,
      });
    if (input.amount > info.daily.amountLeft)
      throw new BizError(
        Codes.WITHDRAW_LIMIT_REACHED,
        "This withdrawal would pass today's withdrawal limit",
        {
          kind: 'amount',
          limit: info.daily.amount,
          remaining: info.daily.amountLeft,
        },
      );
    if (input.amount > info.withdrawable)
      throw new BizError(Codes.NOT_WITHDRAWABLE, 'The amount is more than you can withdraw now', {
        withdrawable: info.withdrawable,
        remainingTurnover: info.remainingTurnover,
      });
    const now = ctx.clock.now();
    const reference = `RUT${randomCode(7, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789')}`;
    const snapshot = JSON.stringify(accountView(ctx, account, user.reg_currency));
    const id = ctx.db
      .prepare(
        `INSERT INTO cashier_withdrawals (user_id, reference, account_id, account, amount, status, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, 'pending', ?, ?)`,
      )
      .run(user.id, reference, account.id, snapshot, input.amount, now, now).lastInsertRowid;
    changeBalance(ctx, user.id, -input.amount, 'withdraw', `withdrawal:${reference}`);
    cashierAudit(ctx, {
      userId: user.id,
      subject: 'withdrawal',
      subjectId: id,
      from: null,
      to: 'pending',
      actor: 'member',
    });
    return withdrawalView(withdrawalById(ctx, id)!);
  })();
}

const RETURNS: readonly WithdrawalStatus[] = ['cancelled', 'rejected'];

/**
 * Moves a withdrawal from one of `from` to `to` (guarded in SQL, so a repeat or a race moves
 * nothing); a cancel or a rejection returns the held amount in the same transaction.
 */
export function moveWithdrawal(
  ctx: Ctx,
  id: number,
  from: readonly WithdrawalStatus[],
  to: WithdrawalStatus,
  actor: string,
  reason: string | null = null,
  userId?: number,
) {
  return ctx.db.transaction(() => {
    const row = withdrawalById(ctx, id);
    if (!row || (userId !== undefined && row.user_id !== userId)) throw notFound('Withdrawal');
    const marks = from.map(() => '?').join(', ');
    const changed = ctx.db
      .prepare(
        `UPDATE cashier_withdrawals SET status = ?, reason = ?, updated_at = ? WHERE id = ? AND status IN (${marks})`,
      )
      .run(to, reason, ctx.clock.now(), id, ...from).changes;
    if (changed !== 1)
      throw new BizError(Codes.CASHIER_STATE, `This withdrawal is already ${row.status}`, {
        status: row.status,
      });
    if (RETURNS.includes(to))
      changeBalance(ctx, row.user_id, row.amount, 'withdraw-return', `withdrawal:${row.reference}`);
    cashierAudit(ctx, {
      userId: row.user_id,
      subject: 'withdrawal',
      subjectId: id,
      from: row.status,
      to,
      actor,
      detail: reason ?? '',
    });
    return withdrawalView(withdrawalById(ctx, id)!);
  })();
}

/** Approved withdrawals the payout provider has paid by now. */
export function sweepWithdrawals(ctx: Ctx, payoutDelayMs: number): void {
  const due = ctx.db
    .prepare(
      "SELECT id FROM cashier_withdrawals WHERE status = 'processing' AND updated_at + ? <= ?",
    )
    .all(payoutDelayMs, ctx.clock.now()) as { id: number }[];
  for (const { id } of due) moveWithdrawal(ctx, id, ['processing'], 'paid', 'provider');
}

export const pendingWithdrawals = (ctx: Ctx, statuses: readonly WithdrawalStatus[]) =>
  ctx.db
    .prepare(
      `SELECT w.*, u.user_name, u.reg_currency FROM cashier_withdrawals w JOIN users u ON u.id = w.user_id
       WHERE w.status IN (${statuses.map(() => '?').join(', ')}) ORDER BY w.id LIMIT 200`,
    )
    .all(...statuses) as (WithdrawalRow & { user_name: string; reg_currency: string })[];

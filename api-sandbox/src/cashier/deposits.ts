import { Codes } from '../codes';
import type { Ctx } from '../context';
import { BizError, notFound } from '../errors';
import { randomCode } from '../ids';
import { activeExclusion } from '../rg/exclusion';
import { isoVn } from '../time';
import { changeBalance, type UserRow } from '../users';
import { cashierAudit } from './audit';
import { assertDepositAllowed } from './deposit-limits';
import { marketOf, methodOf } from './methods';
import { payToOf, type PayTo } from './pay-to';

export type DepositStatus = 'pending' | 'completed' | 'failed' | 'cancelled' | 'expired';

export interface DepositRow {
  id: number;
  user_id: number;
  reference: string;
  method: string;
  amount: number;
  status: DepositStatus;
  reason: string | null;
  pay_to: string;
  created_at: number;
  updated_at: number;
}

export function depositView(row: DepositRow) {
  return {
    id: row.id,
    reference: row.reference,
    method: row.method,
    amount: row.amount,
    status: row.status,
    reason: row.reason,
    payTo: JSON.parse(row.pay_to) as PayTo,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export const depositById = (ctx: Ctx, id: number) =>
  ctx.db.prepare('SELECT * FROM cashier_deposits WHERE id = ?').get(id) as DepositRow | undefined;
export const depositByRef = (ctx: Ctx, reference: string) =>
  ctx.db.prepare('SELECT * FROM cashier_deposits WHERE reference = ?').get(reference) as
    DepositRow | undefined;

/** A time-out or self-exclusion stops deposits too (issue 50 #3). */
function assertMayDeposit(ctx: Ctx, userId: number): void {
  const active = activeExclusion(ctx, userId, ctx.clock.now());
  if (!active) return;
  const what = active.kind === 'timeout' ? 'time-out' : 'self-exclusion';
  throw new BizError(
    Codes.RG_EXCLUDED,
    `Your ${what} runs until ${isoVn(active.until)}: deposits are paused`,
    {
      kind: active.kind,
      until: active.until,
    },
  );
}

/** Reference codes members type into a transfer's content: short, no look-alike characters. */
const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Creates a pending deposit with what to pay to; nothing moves until the provider confirms. */
export function createDeposit(
  ctx: Ctx,
  user: UserRow,
  input: { method: string; amount: number; bankCode?: string },
) {
  const market = marketOf(user.reg_currency);
  const method = methodOf(market, input.method);
  if (input.amount < method.min || input.amount > method.max)
    throw new BizError(
      Codes.AMOUNT_OUT_OF_RANGE,
      `The amount must be between ${method.min} and ${method.max}`,
      {
        min: method.min,
        max: method.max,
      },
    );
  const now = ctx.clock.now();
  return ctx.db.transaction(() => {
    assertMayDeposit(ctx, user.id);
    assertDepositAllowed(ctx, user.id, input.amount);
    const reference = `NAP${randomCode(7, REF_ALPHABET)}`;
    const payTo = payToOf({
      market,
      method,
      bankCode: input.bankCode,
      amount: input.amount,
      reference,
      userId: user.id,
      now,
    });
    const id = ctx.db
      .prepare(
        `INSERT INTO cashier_deposits (user_id, reference, method, amount, status, pay_to, created_at, updated_at)
         VALUES (?, ?, ?, ?, 'pending', ?, ?, ?)`,
      )
      .run(
        user.id,
        reference,
        method.id,
        input.amount,
        JSON.stringify(payTo),
        now,
        now,
      ).lastInsertRowid;
    cashierAudit(ctx, {
      userId: user.id,
      subject: 'deposit',
      subjectId: id,
      from: null,
      to: 'pending',
      actor: 'member',
    });
    return depositView(depositById(ctx, id)!);
  })();
}

function move(
  ctx: Ctx,
  row: DepositRow,
  to: DepositStatus,
  actor: string,
  reason: string | null,
): boolean {
  const changed = ctx.db
    .prepare(
      "UPDATE cashier_deposits SET status = ?, reason = ?, updated_at = ? WHERE id = ? AND status = 'pending'",
    )
    .run(to, reason, ctx.clock.now(), row.id).changes;
  if (changed !== 1) return false;
  cashierAudit(ctx, {
    userId: row.user_id,
    subject: 'deposit',
    subjectId: row.id,
    from: 'pending',
    to,
    actor,
    detail: reason ?? '',
  });
  return true;
}

export type ConfirmOutcome = 'credited' | 'already' | 'refused';

/**
 * The provider says the money arrived: the pending deposit completes and the balance moves, once.
 * A repeat (webhook retry, admin and auto-confirm racing) finds it no longer pending and moves
 * nothing. Limits and exclusions are checked again here, in the same transaction: a deposit that
 * now passes one fails (the provider returns the money) instead of crediting.
 */
export function confirmDeposit(
  ctx: Ctx,
  reference: string,
  actor: string,
): { outcome: ConfirmOutcome; deposit: ReturnType<typeof depositView> } {
  return ctx.db.transaction(() => {
    const row = depositByRef(ctx, reference);
    if (!row) throw notFound('Deposit');
    if (row.status !== 'pending') return { outcome: 'already' as const, deposit: depositView(row) };
    let refusal: string | null = null;
    try {
      assertMayDeposit(ctx, row.user_id);
      assertDepositAllowed(ctx, row.user_id, row.amount, row.amount);
    } catch (err) {
      if (!(err instanceof BizError)) throw err;
      refusal = err.code === Codes.RG_EXCLUDED ? 'excluded' : 'deposit-limit';
    }
    if (refusal) {
      move(ctx, row, 'failed', actor, refusal);
      return { outcome: 'refused' as const, deposit: depositView(depositById(ctx, row.id)!) };
    }
    move(ctx, row, 'completed', actor, null);
    changeBalance(ctx, row.user_id, row.amount, 'deposit', `deposit:${row.reference}`);
    return { outcome: 'credited' as const, deposit: depositView(depositById(ctx, row.id)!) };
  })();
}

/** The provider reports a failed payment (or the member cancels): no money moves. */
export function closeDeposit(
  ctx: Ctx,
  row: DepositRow,
  to: 'failed' | 'cancelled' | 'expired',
  actor: string,
  reason: string | null,
) {
  return ctx.db.transaction(() => {
    if (!move(ctx, row, to, actor, reason)) {
      const now = depositById(ctx, row.id)!;
      throw new BizError(Codes.CASHIER_STATE, `This deposit is already ${now.status}`, {
        status: now.status,
      });
    }
    return depositView(depositById(ctx, row.id)!);
  })();
}

/** Pending deposits the provider confirms now (delay passed) and those past their payment time. */
export function sweepDeposits(ctx: Ctx, confirmDelayMs: number): void {
  const now = ctx.clock.now();
  const pending = ctx.db
    .prepare("SELECT * FROM cashier_deposits WHERE status = 'pending' ORDER BY id")
    .all() as DepositRow[];
  for (const row of pending) {
    const expiresAt = (JSON.parse(row.pay_to) as PayTo).expiresAt;
    const paidAt = row.created_at + confirmDelayMs;
    // the stand-in payer pays after the delay, if that is within the payment time
    if (confirmDelayMs > 0 && paidAt <= now && paidAt < expiresAt)
      confirmDeposit(ctx, row.reference, 'provider');
    else if (expiresAt <= now)
      ctx.db.transaction(() => move(ctx, row, 'expired', 'provider', 'not-paid'))();
  }
}

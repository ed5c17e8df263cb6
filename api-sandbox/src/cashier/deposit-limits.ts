import { Codes } from '../codes';
import type { Ctx } from '../context';
import { BizError } from '../errors';
import type { Period } from '../rg/limits';
import { COOLING_OFF_MS, PERIODS, WINDOW_MS } from '../rg/limits';
import { cashierAudit } from './audit';

/**
 * Deposit limits (issue 50), beside the stake and loss limits of issue 18 and with their rules:
 * rolling windows, a lower limit at once, a raise or removal after the cooling-off. What counts is
 * what was deposited (completed) plus what is still pending, so two open deposits cannot pass it.
 */
interface Row {
  period: Period;
  amount: number | null;
  pending_amount: number | null;
  pending_effective_at: number | null;
}

export interface DepositLimitView {
  period: Period;
  amount: number | null;
  used: number;
  remaining: number | null;
  pending: { amount: number | null; effectiveAt: number } | null;
}

function rows(ctx: Ctx, userId: number): Row[] {
  return ctx.db
    .prepare(
      'SELECT period, amount, pending_amount, pending_effective_at FROM cashier_deposit_limits WHERE user_id = ?',
    )
    .all(userId) as Row[];
}

function write(
  ctx: Ctx,
  userId: number,
  period: Period,
  amount: number | null,
  pending: DepositLimitView['pending'],
) {
  ctx.db
    .prepare(
      `INSERT INTO cashier_deposit_limits (user_id, period, amount, pending_amount, pending_effective_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (user_id, period) DO UPDATE SET amount = excluded.amount, pending_amount = excluded.pending_amount,
         pending_effective_at = excluded.pending_effective_at, updated_at = excluded.updated_at`,
    )
    .run(
      userId,
      period,
      amount,
      pending?.amount ?? null,
      pending?.effectiveAt ?? null,
      ctx.clock.now(),
    );
}

const PERIOD_ID: Record<Period, number> = { day: 1, week: 2, month: 3 };

function applyDue(ctx: Ctx, userId: number, now: number): void {
  for (const r of rows(ctx, userId)) {
    if (r.pending_effective_at === null || r.pending_effective_at > now) continue;
    write(ctx, userId, r.period, r.pending_amount, null);
    cashierAudit(ctx, {
      userId,
      subject: 'deposit-limit',
      subjectId: PERIOD_ID[r.period],
      from: String(r.amount ?? 'none'),
      to: String(r.pending_amount ?? 'none'),
      actor: 'cooling-off',
    });
  }
}

/** Completed and pending deposits since `since` (ms, exclusive). */
export function depositedSince(ctx: Ctx, userId: number, since: number): number {
  const row = ctx.db
    .prepare(
      `SELECT COALESCE(SUM(amount), 0) AS n FROM cashier_deposits
       WHERE user_id = ? AND status IN ('pending', 'completed') AND created_at > ?`,
    )
    .get(userId, since) as { n: number };
  const manual = ctx.db
    .prepare(
      "SELECT COALESCE(SUM(amount), 0) AS n FROM wallet_ledger WHERE user_id = ? AND kind = 'deposit' AND ref NOT LIKE 'deposit:%' AND created_at > ?",
    )
    .get(userId, since) as { n: number };
  return row.n + manual.n;
}

export function depositLimitViews(ctx: Ctx, userId: number): DepositLimitView[] {
  const now = ctx.clock.now();
  ctx.db.transaction(() => applyDue(ctx, userId, now))();
  const all = rows(ctx, userId);
  return PERIODS.map((period) => {
    const r = all.find((x) => x.period === period);
    const amount = r?.amount ?? null;
    const used = depositedSince(ctx, userId, now - WINDOW_MS[period]);
    return {
      period,
      amount,
      used,
      remaining: amount === null ? null : Math.max(0, amount - used),
      pending:
        r && r.pending_effective_at !== null
          ? { amount: r.pending_amount, effectiveAt: r.pending_effective_at }
          : null,
    };
  });
}

/**
 * Refuses `amount` when it would pass a deposit limit. `pendingId` leaves that deposit itself out
 * (its confirmation re-checks what it already counted). Runs inside the deposit's transaction.
 */
export function assertDepositAllowed(
  ctx: Ctx,
  userId: number,
  amount: number,
  excludingAmount = 0,
): void {
  for (const limit of depositLimitViews(ctx, userId)) {
    if (limit.amount === null) continue;
    const remaining = limit.amount - (limit.used - excludingAmount);
    if (amount > remaining)
      throw new BizError(
        Codes.DEPOSIT_LIMIT_REACHED,
        `This deposit would pass your ${limit.period} deposit limit`,
        {
          period: limit.period,
          limit: limit.amount,
          remaining: Math.max(0, remaining),
        },
      );
  }
}

const looser = (a: number | null, b: number | null) =>
  a === null ? b !== null : b !== null && a > b;

/** Sets or removes (null) one deposit limit: tighter at once, looser after COOLING_OFF_MS. */
export function setDepositLimit(
  ctx: Ctx,
  userId: number,
  period: Period,
  amount: number | null,
): void {
  const now = ctx.clock.now();
  ctx.db.transaction(() => {
    applyDue(ctx, userId, now);
    const r = rows(ctx, userId).find((x) => x.period === period);
    const current = r?.amount ?? null;
    const record = (to: string) =>
      cashierAudit(ctx, {
        userId,
        subject: 'deposit-limit',
        subjectId: PERIOD_ID[period],
        from: String(current ?? 'none'),
        to,
        actor: 'member',
      });
    if (amount === current) {
      if (r?.pending_effective_at == null) return;
      write(ctx, userId, period, current, null);
      record(`${current ?? 'none'} (pending change cancelled)`);
    } else if (!looser(amount, current)) {
      write(ctx, userId, period, amount, null);
      record(String(amount ?? 'none'));
    } else {
      const effectiveAt = now + COOLING_OFF_MS;
      write(ctx, userId, period, current, { amount, effectiveAt });
      record(`${amount ?? 'none'} from ${effectiveAt}`);
    }
  })();
}

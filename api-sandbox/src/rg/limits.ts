import type { Ctx } from '../context';
import { round2 } from '../rng';
import { DAY } from '../time';
import { audit } from './audit';
import { gamblingSince } from './ledger';

export type LimitKind = 'stake' | 'loss';
/** Rolling windows: day = the last 24 hours, week = 7 days, month = 30 days. */
export type Period = 'day' | 'week' | 'month';
export const LIMIT_KINDS: readonly LimitKind[] = ['stake', 'loss'];
export const PERIODS: readonly Period[] = ['day', 'week', 'month'];
export const WINDOW_MS: Record<Period, number> = { day: DAY, week: 7 * DAY, month: 30 * DAY };
/** Raising or removing a limit waits this long; lowering applies at once. */
export const COOLING_OFF_MS = DAY;
export const MAX_LIMIT = 1e12;

interface LimitRow {
  kind: LimitKind;
  period: Period;
  amount: number | null;
  pending_amount: number | null;
  pending_effective_at: number | null;
}

export interface LimitView {
  kind: LimitKind;
  period: Period;
  amount: number | null;
  used: number;
  remaining: number | null;
  pending: { amount: number | null; effectiveAt: number } | null;
}

const LABEL: Record<Period, string> = { day: 'Daily', week: 'Weekly', month: 'Monthly' };
const label = (kind: LimitKind, period: Period) => `${LABEL[period]} ${kind} limit`;
const shown = (amount: number | null) => (amount === null ? 'none' : String(amount));

function rowsOf(ctx: Ctx, userId: number): LimitRow[] {
  return ctx.db
    .prepare(
      'SELECT kind, period, amount, pending_amount, pending_effective_at FROM rg_limits WHERE user_id = ?',
    )
    .all(userId) as LimitRow[];
}

function pendingOf(row: LimitRow | undefined): LimitView['pending'] {
  return row && row.pending_effective_at !== null
    ? { amount: row.pending_amount, effectiveAt: row.pending_effective_at }
    : null;
}

function write(
  ctx: Ctx,
  userId: number,
  kind: LimitKind,
  period: Period,
  amount: number | null,
  pending: LimitView['pending'],
  now: number,
): void {
  ctx.db
    .prepare(
      `INSERT INTO rg_limits (user_id, kind, period, amount, pending_amount, pending_effective_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (user_id, kind, period) DO UPDATE SET amount = excluded.amount,
         pending_amount = excluded.pending_amount, pending_effective_at = excluded.pending_effective_at,
         updated_at = excluded.updated_at`,
    )
    .run(userId, kind, period, amount, pending?.amount ?? null, pending?.effectiveAt ?? null, now);
}

/** Raises and removals whose cooling-off has passed take effect (lazily: on reads and bet checks). */
export function applyDuePending(ctx: Ctx, userId: number, now: number): void {
  const due = rowsOf(ctx, userId).filter(
    (r) => r.pending_effective_at !== null && r.pending_effective_at <= now,
  );
  if (!due.length) return;
  ctx.db.transaction(() => {
    for (const r of due) {
      write(ctx, userId, r.kind, r.period, r.pending_amount, null, now);
      audit(
        ctx,
        userId,
        'limit-applied',
        {
          kind: r.kind,
          period: r.period,
          from: r.amount,
          to: r.pending_amount,
          effectiveAt: r.pending_effective_at,
          note: `${label(r.kind, r.period)} changed from ${shown(r.amount)} to ${shown(r.pending_amount)} after the cooling-off`,
        },
        now,
      );
    }
  })();
}

/** The six limits (stake and loss × day, week, month) with what the rolling windows have used. */
export function limitViews(ctx: Ctx, userId: number, now: number): LimitView[] {
  applyDuePending(ctx, userId, now);
  const rows = rowsOf(ctx, userId);
  const used = new Map(
    PERIODS.map((p) => {
      const t = gamblingSince(ctx, userId, now - WINDOW_MS[p]);
      return [p, { stake: t.staked, loss: Math.max(0, round2(t.staked - t.returned)) }];
    }),
  );
  return LIMIT_KINDS.flatMap((kind) =>
    PERIODS.map((period): LimitView => {
      const row = rows.find((r) => r.kind === kind && r.period === period);
      const amount = row?.amount ?? null;
      const u = used.get(period)![kind];
      return {
        kind,
        period,
        amount,
        used: u,
        remaining: amount === null ? null : Math.max(0, round2(amount - u)),
        pending: pendingOf(row),
      };
    }),
  );
}

/** True when `a` allows more than `b` (null = no limit). */
const looser = (a: number | null, b: number | null) =>
  a === null ? b !== null : b !== null && a > b;

/**
 * Sets (amount) or removes (null) one limit. A first or lower limit applies at once and drops a
 * pending raise; the current amount again cancels a pending change; a raise or a removal waits
 * COOLING_OFF_MS (a pending change made tighter keeps its time, a looser one restarts it).
 */
export function setLimit(
  ctx: Ctx,
  userId: number,
  input: { kind: LimitKind; period: Period; amount: number | null },
  now: number,
): void {
  const { kind, period, amount } = input;
  ctx.db.transaction(() => {
    applyDuePending(ctx, userId, now);
    const row = rowsOf(ctx, userId).find((r) => r.kind === kind && r.period === period);
    const current = row?.amount ?? null;
    const pending = pendingOf(row);
    const name = label(kind, period);
    const record = (detail: Record<string, unknown>) =>
      audit(ctx, userId, 'limit', { kind, period, from: current, to: amount, ...detail }, now);

    if (amount === current) {
      if (!pending) return;
      write(ctx, userId, kind, period, current, null, now);
      record({ effect: 'pending-cancelled', note: `${name}: the pending change was cancelled` });
    } else if (!looser(amount, current)) {
      write(ctx, userId, kind, period, amount, null, now);
      record({
        effect: 'applied',
        note: `${name} set from ${shown(current)} to ${shown(amount)}, at once`,
      });
    } else {
      if (pending && pending.amount === amount) return;
      const effectiveAt =
        pending && !looser(amount, pending.amount) ? pending.effectiveAt : now + COOLING_OFF_MS;
      write(ctx, userId, kind, period, current, { amount, effectiveAt }, now);
      record({
        effect: 'pending',
        effectiveAt,
        note: `${name} from ${shown(current)} to ${shown(amount)} after the cooling-off`,
      });
    }
  })();
}

import type { Ctx } from '../context';
import { notFound } from '../errors';
import { timelineOf } from './audit';
import { depositById, depositView, type DepositRow } from './deposits';
import { withdrawalById, withdrawalView, type WithdrawalRow } from './withdrawals';

export const HISTORY_TYPES = ['deposit', 'withdrawal', 'bonus', 'game', 'bet'] as const;
export type HistoryType = (typeof HISTORY_TYPES)[number];
/** Statuses as one list for every type: ledger rows are `completed`. */
export const HISTORY_STATUSES = [
  'pending',
  'processing',
  'completed',
  'failed',
  'cancelled',
  'expired',
  'paid',
  'rejected',
] as const;

/** Ledger kinds shown as their own rows (deposits and withdrawals come from the cashier tables). */
const LEDGER_TYPES: Record<string, HistoryType> = {
  activity: 'bonus',
  turntable: 'bonus',
  'invite-award': 'bonus',
  'game-transfer': 'game',
  'game-transfer-done': 'game',
  'game-collect': 'game',
  bet: 'bet',
  'bet-settle': 'bet',
  'cash-out': 'bet',
  // a deposit the operator recorded by hand (no cashier row)
  deposit: 'deposit',
};

export interface HistoryItem {
  id: string;
  type: HistoryType;
  /** The ledger kind or the deposit method, for the row's label. */
  kind: string;
  amount: number;
  status: string;
  reference: string | null;
  createdAt: number;
}

export interface HistoryQuery {
  type?: HistoryType;
  status?: string;
  from?: number;
  to?: number;
  current: number;
  size: number;
}

const SCAN = 1000;

/** One list of the member's money movements, newest first, filtered and paged. */
export function historyOf(ctx: Ctx, userId: number, q: HistoryQuery) {
  const from = q.from ?? 0;
  const to = q.to ?? Number.MAX_SAFE_INTEGER;
  const items: HistoryItem[] = [];
  if (!q.type || q.type === 'deposit')
    for (const d of ctx.db
      .prepare(
        'SELECT * FROM cashier_deposits WHERE user_id = ? AND created_at BETWEEN ? AND ? ORDER BY id DESC LIMIT ?',
      )
      .all(userId, from, to, SCAN) as DepositRow[])
      items.push({
        id: `D${d.id}`,
        type: 'deposit',
        kind: d.method,
        amount: d.amount,
        status: d.status,
        reference: d.reference,
        createdAt: d.created_at,
      });
  if (!q.type || q.type === 'withdrawal')
    for (const w of ctx.db
      .prepare(
        'SELECT * FROM cashier_withdrawals WHERE user_id = ? AND created_at BETWEEN ? AND ? ORDER BY id DESC LIMIT ?',
      )
      .all(userId, from, to, SCAN) as WithdrawalRow[])
      items.push({
        id: `W${w.id}`,
        type: 'withdrawal',
        kind: 'withdraw',
        amount: -w.amount,
        status: w.status,
        reference: w.reference,
        createdAt: w.created_at,
      });
  const kinds = Object.keys(LEDGER_TYPES).filter((k) => !q.type || LEDGER_TYPES[k] === q.type);
  if (kinds.length)
    for (const l of ctx.db
      .prepare(
        `SELECT id, kind, amount, ref, created_at FROM wallet_ledger WHERE user_id = ? AND created_at BETWEEN ? AND ?
         AND kind IN (${kinds.map(() => '?').join(', ')}) AND (kind <> 'deposit' OR ref NOT LIKE 'deposit:%')
         ORDER BY id DESC LIMIT ?`,
      )
      .all(userId, from, to, ...kinds, SCAN) as {
      id: number;
      kind: string;
      amount: number;
      ref: string | null;
      created_at: number;
    }[])
      items.push({
        id: `L${l.id}`,
        type: LEDGER_TYPES[l.kind]!,
        kind: l.kind,
        amount: l.amount,
        status: 'completed',
        reference: l.ref || null,
        createdAt: l.created_at,
      });
  const shown = items
    .filter((i) => !q.status || i.status === q.status)
    .sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id));
  const start = (q.current - 1) * q.size;
  return {
    records: shown.slice(start, start + q.size),
    total: shown.length,
    current: q.current,
    size: q.size,
  };
}

/** One row with what it carries: the deposit's payment details or the withdrawal's account, and its states. */
export function historyDetail(ctx: Ctx, userId: number, id: string) {
  const n = Number(id.slice(1));
  if (id.startsWith('D')) {
    const row = depositById(ctx, n);
    if (!row || row.user_id !== userId) throw notFound('Transaction');
    return {
      type: 'deposit' as const,
      deposit: depositView(row),
      timeline: timelineOf(ctx, 'deposit', n),
    };
  }
  if (id.startsWith('W')) {
    const row = withdrawalById(ctx, n);
    if (!row || row.user_id !== userId) throw notFound('Transaction');
    return {
      type: 'withdrawal' as const,
      withdrawal: withdrawalView(row),
      timeline: timelineOf(ctx, 'withdrawal', n),
    };
  }
  throw notFound('Transaction');
}

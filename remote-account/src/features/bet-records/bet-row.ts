/** What the records list shows of one mybet detail row (fields read defensively: loose records). */
export interface BetRow {
  id: string;
  product: string;
  title: string;
  pick: string;
  createdAt: number | string | null;
  stake: number | null;
  odds: number | null;
  payout: number | null;
  status: number | null;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export function toBetRow(record: Record<string, unknown>): BetRow {
  const legs = Array.isArray(record.legs) ? (record.legs as Record<string, unknown>[]) : [];
  const first = legs[0] ?? {};
  const title =
    legs.length > 1 ? legs.map((l) => str(l.matchName)).join(' · ') : str(first.matchName);
  const pick = [str(first.marketName), str(first.optionName)].filter(Boolean).join(': ');
  const created = record.createdAt;
  return {
    id: String(record.id),
    product: str(record.gameName),
    title,
    pick: legs.length > 1 ? '' : pick,
    createdAt: typeof created === 'number' || typeof created === 'string' ? created : null,
    stake: num(record.stake),
    odds: num(record.odds),
    payout: num(record.payout),
    status: num(record.status),
  };
}

/** Provider order status (0 created, 1 confirming, 2 rejected, 3 cancelled, 4 confirmed, 5 settled). */
export type BetState = 'pending' | 'open' | 'void' | 'won' | 'lost';

export function betState(row: BetRow): BetState {
  switch (row.status) {
    case 5:
      return (row.payout ?? 0) > (row.stake ?? 0) ? 'won' : 'lost';
    case 4:
      return 'open';
    case 2:
    case 3:
      return 'void';
    default:
      return 'pending';
  }
}

import type { BetResult } from '@app/shared/api/sportsbook';
import type { Receipt } from '../stores/slip-store';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * betMultiple answers one entry per bet (research §1.2: 3串4 = three doubles and a treble, each its
 * own order): a receipt per bet, labelled with its option ("3串4") and its size (`name(k)`), with
 * the stake the provider took for it.
 */
export function parlayReceipts(
  results: readonly BetResult[],
  legs: number,
  name: (legCount: number) => string,
): Receipt[] {
  return results.map((r) => {
    const rec = r as Record<string, unknown>;
    const count = num(rec.itemCount);
    const size = num(rec.legCount) ?? legs;
    return {
      orderId: r.orderId === undefined ? null : String(r.orderId),
      label: `${legs}串${count ?? ''} · ${name(size)}`,
      stake: num(rec.stake) ?? 0,
      status: r.status,
      rejectCode: r.rejectCode ?? null,
    };
  });
}

import type { BetResult } from '@app/shared/api/sportsbook';
import type { Receipt } from '../stores/slip-store';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * betMultiple answers one ticket per option placed (issue 52 #2: a Trixie is one ticket of four
 * bets): a receipt per ticket, named by its option in the member's language (`name(sn)`), with the
 * whole stake the provider took for it.
 */
export function parlayReceipts(
  results: readonly BetResult[],
  name: (seriesValue: number) => string,
): Receipt[] {
  return results.map((r) => {
    const rec = r as Record<string, unknown>;
    return {
      orderId: r.orderId === undefined ? null : String(r.orderId),
      label: name(num(rec.seriesValue) ?? 0),
      stake: num(rec.stake) ?? 0,
      status: r.status,
      rejectCode: r.rejectCode ?? null,
    };
  });
}

import { acceptItem, applyQuote } from '../lib/apply-quote';
import type { SlipQuote } from '../lib/quote';
import { useSlipStore } from './slip-store';

// The slip's changes that come with its contents (quotes, accepting, placed bets' status): apart
// from the store, so /sports's first screen, whose slip is empty, does not carry them (issue 16).

/** Applies a quote to the picks it answers (the provider answers in the slip's order). */
export function applySlipQuote(quote: SlipQuote, oddsChange: number): void {
  useSlipStore.setState((s) => ({
    items: s.items.map((item, i) => {
      const q = quote.selections[i];
      return q && (q.marketId === item.marketId || q.oldMarketId === item.marketId)
        ? applyQuote(item, q, oddsChange)
        : item;
    }),
    series: quote.series,
  }));
}

/** The member accepted every shown price and line. */
export function acceptAllPicks(): void {
  useSlipStore.setState((s) => ({ items: s.items.map(acceptItem) }));
}

/** The placed bets' new statuses by order id. */
export function updateReceipts(status: ReadonlyMap<string, number>): void {
  useSlipStore.setState((s) => ({
    receipts: s.receipts.map((r) =>
      r.orderId && status.has(r.orderId) ? { ...r, status: status.get(r.orderId) ?? r.status } : r,
    ),
  }));
}

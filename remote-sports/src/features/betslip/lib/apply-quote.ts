import type { SelectionQuote } from './quote';
import type { SaleState, SlipItem } from './slip-item';

/** Member setting (FB `oddsChange`): 0 accept no change, 1 accept better odds only, 2 accept any. */
export const ODDS_CHANGE = { none: 0, better: 1, any: 2 } as const;

function saleState(ss: number): SaleState {
  return ss === 1 ? 'open' : ss === 0 ? 'suspended' : 'closed';
}

/**
 * Applies one refresh to a selection (issue #10 slip rule): a line move always waits for an accept;
 * an odds move is taken silently when the setting allows it (any change; or better odds with
 * "better only") and otherwise waits for an explicit accept.
 */
export function applyQuote(item: SlipItem, q: SelectionQuote, oddsChange: number): SlipItem {
  const next: SlipItem = {
    ...item,
    state: saleState(q.status),
    min: q.min,
    max: q.max,
    parlay: q.parlay,
    moved: null,
  };
  if (q.odds === null) return next;
  next.current = q.odds;
  const lineMoved =
    (q.oldMarketId !== null && q.oldMarketId === item.marketId && q.marketId !== item.marketId) ||
    (item.line !== '' && q.line !== '' && q.line !== item.line);
  if (q.marketId) next.marketId = q.marketId;
  if (lineMoved) {
    next.line = q.line;
    next.pending = 'line';
    return next;
  }
  if (q.odds === item.odds) return { ...next, pending: item.pending === 'line' ? 'line' : null };
  const up = q.odds > item.odds;
  const auto = oddsChange === ODDS_CHANGE.any || (oddsChange === ODDS_CHANGE.better && up);
  if (auto) return { ...next, odds: q.odds, moved: up ? 'up' : 'down', pending: null };
  return { ...next, pending: up ? 'up' : 'down' };
}

/** The member accepted the shown prices and lines. */
export function acceptItem(item: SlipItem): SlipItem {
  return { ...item, odds: item.current, pending: null };
}

import { useEffect } from 'react';
import { sportsbookQueries } from '@app/shared/api/sportsbook';
import { useQuery } from '@app/shared/client';
import { useSettingsStore } from '@app/shared/store';
import { readSlipQuote } from '../lib/quote';
import { applySlipQuote } from '../stores/slip-quote-actions';
import { useSlipStore } from '../stores/slip-store';

/** Re-checks the slip's prices, limits and series options every few seconds while it holds picks. */
export function useSlipQuote(): { refreshing: boolean; failed: boolean } {
  const items = useSlipStore((s) => s.items);
  const legs = items.map((i) => ({
    matchId: i.matchId,
    marketId: i.marketId,
    type: i.optionType,
    oddsType: 1,
  }));
  const query = useQuery(sportsbookQueries.slipQuote(legs, legs.length >= 2));
  useEffect(() => {
    if (!query.data) return;
    applySlipQuote(readSlipQuote(query.data), useSettingsStore.getState().oddsChange);
  }, [query.data, query.dataUpdatedAt]);
  return { refreshing: query.isFetching, failed: query.isError };
}

import { queryOptions } from '@tanstack/react-query';
import { sportsbookListQueries } from '@app/shared/api/sportsbook-lists';
import {
  batchBetMatchMarket,
  getCashOutPrice,
  listBets,
  listReserveBets,
} from './sportsbook-orders';

/** research-sportsbook §1.5: the slip re-checks prices every few seconds while it is open. */
const SLIP_REFRESH_MS = 3_000;
/** Open bets and their cash-out values move with the odds. */
const OPEN_BETS_MS = 10_000;

/** One selection of a bet slip as batchBetMatchMarketOfJumpLine takes it. */
export interface SlipLeg {
  matchId: string;
  marketId: string;
  type: string;
  oddsType: number;
}

/**
 * Query factories of the sportsbook provider (SPEC §7), owned by remote-sports: the lists' (also
 * `sportsbookListQueries` of `@app/shared/api/sportsbook-lists`) and the bets'.
 */
export const sportsbookQueries = {
  ...sportsbookListQueries,
  /** Current prices, limits and series options of the slip's selections. */
  slipQuote: (legs: readonly SlipLeg[], isSelectSeries: boolean) =>
    queryOptions({
      queryKey: ['sportsbook', 'slip', legs, isSelectSeries] as const,
      queryFn: ({ signal }) => batchBetMatchMarket([...legs], isSelectSeries, { signal }),
      refetchInterval: SLIP_REFRESH_MS,
      enabled: legs.length > 0,
    }),
  /** Personal: keyed by user name so a second member never sees the first one's bets. */
  bets: (username: string, settled: boolean) =>
    queryOptions({
      queryKey: ['sportsbook', 'bets', username, settled] as const,
      queryFn: ({ signal }) => listBets({ isSettled: settled, current: 1, size: 50 }, { signal }),
      refetchInterval: settled ? false : OPEN_BETS_MS,
    }),
  reserveBets: (username: string) =>
    queryOptions({
      queryKey: ['sportsbook', 'reserve-bets', username] as const,
      queryFn: ({ signal }) => listReserveBets({ current: 1, size: 50 }, { signal }),
    }),
  cashOutPrice: (username: string, orderId: string) =>
    queryOptions({
      queryKey: ['sportsbook', 'cash-out', username, orderId] as const,
      queryFn: ({ signal }) =>
        getCashOutPrice([orderId], { signal }).then((list) => list[0] ?? null),
      staleTime: 0,
      gcTime: 0,
    }),
};

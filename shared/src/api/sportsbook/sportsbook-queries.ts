import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { getMatchList } from './sportsbook';
import { type MatchQuery, MATCH_PAGE_SIZE } from './provider-call';
import {
  getMatchDetail,
  getMatchResultInfo,
  getMatchStatistics,
  getOnSaleLeagues,
  listTopBulletins,
  pageMatchResults,
  type ResultQuery,
} from './sportsbook-matches';
import {
  batchBetMatchMarket,
  getCashOutPrice,
  listBets,
  listReserveBets,
} from './sportsbook-orders';
import { MATCH_TYPE } from '@app/shared/rules';
import { POLL } from '@app/shared/client';

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

/** Query factories of the sportsbook provider (SPEC §7). Owned by remote-sports. */
export const sportsbookQueries = {
  /** SPEC §4: statistics code 8 is the sports maintenance switch; also the tab counts. */
  statistics: () =>
    queryOptions({
      queryKey: ['sportsbook', 'statistics'] as const,
      queryFn: () => getMatchStatistics(),
      refetchInterval: POLL.maintenance,
      retry: false,
    }),
  matches: (type: number, sportId: number) =>
    queryOptions({
      queryKey: ['sportsbook', 'matches', type, sportId] as const,
      queryFn: () => getMatchList({ type, sportId }),
      refetchInterval: type === MATCH_TYPE.live ? POLL.liveOdds : false,
    }),
  /** Pages of `current`/`size` 50 for infinite scroll; only the first page is the polled one. */
  matchPages: (query: Omit<MatchQuery, 'current' | 'size'>) =>
    infiniteQueryOptions({
      queryKey: ['sportsbook', 'match-pages', query] as const,
      queryFn: ({ pageParam }) =>
        getMatchList({ ...query, current: pageParam, size: MATCH_PAGE_SIZE }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) =>
        pages.length * MATCH_PAGE_SIZE < last.total ? pages.length + 1 : undefined,
    }),
  leagues: (type: number, sportId: number) =>
    queryOptions({
      queryKey: ['sportsbook', 'leagues', type, sportId] as const,
      queryFn: () => getOnSaleLeagues({ type, sportId }),
      staleTime: POLL.maintenance,
    }),
  detail: (matchId: string, live: boolean) =>
    queryOptions({
      queryKey: ['sportsbook', 'detail', matchId] as const,
      queryFn: () => getMatchDetail(matchId),
      refetchInterval: live ? POLL.liveOdds : false,
    }),
  /** Current prices, limits and series options of the slip's selections. */
  slipQuote: (legs: readonly SlipLeg[], isSelectSeries: boolean) =>
    queryOptions({
      queryKey: ['sportsbook', 'slip', legs, isSelectSeries] as const,
      queryFn: () => batchBetMatchMarket([...legs], isSelectSeries),
      refetchInterval: SLIP_REFRESH_MS,
      enabled: legs.length > 0,
    }),
  /** Personal: keyed by user name so a second member never sees the first one's bets. */
  bets: (username: string, settled: boolean) =>
    queryOptions({
      queryKey: ['sportsbook', 'bets', username, settled] as const,
      queryFn: () => listBets({ isSettled: settled, current: 1, size: 50 }),
      refetchInterval: settled ? false : OPEN_BETS_MS,
    }),
  reserveBets: (username: string) =>
    queryOptions({
      queryKey: ['sportsbook', 'reserve-bets', username] as const,
      queryFn: () => listReserveBets({ current: 1, size: 50 }),
    }),
  cashOutPrice: (username: string, orderId: string) =>
    queryOptions({
      queryKey: ['sportsbook', 'cash-out', username, orderId] as const,
      queryFn: () => getCashOutPrice([orderId]).then((list) => list[0] ?? null),
      staleTime: 0,
      gcTime: 0,
    }),
  results: (query: ResultQuery) =>
    queryOptions({
      queryKey: ['sportsbook', 'results', query] as const,
      queryFn: () => pageMatchResults(query),
    }),
  resultInfo: (matchId: string) =>
    queryOptions({
      queryKey: ['sportsbook', 'result-info', matchId] as const,
      queryFn: () => getMatchResultInfo(matchId),
    }),
  bulletins: () =>
    queryOptions({
      queryKey: ['sportsbook', 'bulletins'] as const,
      queryFn: () => listTopBulletins(),
      staleTime: POLL.maintenance,
    }),
};

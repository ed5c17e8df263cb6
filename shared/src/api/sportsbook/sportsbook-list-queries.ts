import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { MATCH_TYPE } from '@app/shared/rules';
import { POLL } from '@app/shared/client';
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

/**
 * Query factories of the sportsbook provider's lists, matches and results (SPEC §7), owned by
 * remote-sports: what its first route and the host's maintenance check ask. The bets' queries are in
 * `sportsbookQueries` of `@app/shared/api/sportsbook` (issue 16: a first route does not load them).
 */
export const sportsbookListQueries = {
  /** SPEC §4: statistics code 8 is the sports maintenance switch; also the tab counts. */
  statistics: () =>
    queryOptions({
      queryKey: ['sportsbook', 'statistics'] as const,
      queryFn: ({ signal }) => getMatchStatistics({}, { signal }),
      refetchInterval: POLL.maintenance,
      retry: false,
    }),
  matches: (type: number, sportId: number) =>
    queryOptions({
      queryKey: ['sportsbook', 'matches', type, sportId] as const,
      queryFn: ({ signal }) => getMatchList({ type, sportId }, { signal }),
      refetchInterval: type === MATCH_TYPE.live ? POLL.liveOdds : false,
    }),
  /** Pages of `current`/`size` 50 for infinite scroll; only the first page is the polled one. */
  matchPages: (query: Omit<MatchQuery, 'current' | 'size'>) =>
    infiniteQueryOptions({
      queryKey: ['sportsbook', 'match-pages', query] as const,
      queryFn: ({ pageParam, signal }) =>
        getMatchList({ ...query, current: pageParam, size: MATCH_PAGE_SIZE }, { signal }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) =>
        pages.length * MATCH_PAGE_SIZE < last.total ? pages.length + 1 : undefined,
    }),
  leagues: (type: number, sportId: number) =>
    queryOptions({
      queryKey: ['sportsbook', 'leagues', type, sportId] as const,
      queryFn: ({ signal }) => getOnSaleLeagues({ type, sportId }, { signal }),
      staleTime: POLL.maintenance,
    }),
  detail: (matchId: string, live: boolean) =>
    queryOptions({
      queryKey: ['sportsbook', 'detail', matchId] as const,
      queryFn: ({ signal }) => getMatchDetail(matchId, { signal }),
      refetchInterval: live ? POLL.liveOdds : false,
    }),
  results: (query: ResultQuery) =>
    queryOptions({
      queryKey: ['sportsbook', 'results', query] as const,
      queryFn: ({ signal }) => pageMatchResults(query, { signal }),
    }),
  resultInfo: (matchId: string) =>
    queryOptions({
      queryKey: ['sportsbook', 'result-info', matchId] as const,
      queryFn: ({ signal }) => getMatchResultInfo(matchId, { signal }),
    }),
  bulletins: () =>
    queryOptions({
      queryKey: ['sportsbook', 'bulletins'] as const,
      queryFn: ({ signal }) => listTopBulletins({ signal }),
      staleTime: POLL.maintenance,
    }),
};

import { queryOptions } from '@tanstack/react-query';
import { getMatchList } from '../api/sportsbook';
import { getMatchStatistics } from '../api/sportsbook-matches';
import { MATCH_TYPE } from '../rules/sports';
import { POLL } from './intervals';

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
};

import { useInfiniteQuery } from '@tanstack/react-query';
import { MATCH_TYPE, POLL, sportsbookQueries } from '@app/shared';
import { earlyDays } from '../lib/day-range';

/** Favourites read every upcoming and live match (type 2) and keep the followed ones. */
export const FAVOURITES = 0;
const ALL_UPCOMING = 2;

export interface ListFilter {
  leagueId: string;
  /** Early markets only: index of the next seven days, -1 for all. */
  day: number;
}

export function useMatchPages(type: number, sportId: number, filter: ListFilter) {
  const range =
    type === MATCH_TYPE.early && filter.day >= 0 ? earlyDays(Date.now())[filter.day] : undefined;
  const query = sportsbookQueries.matchPages({
    type: type === FAVOURITES ? ALL_UPCOMING : type,
    sportId,
    ...(filter.leagueId && type !== FAVOURITES ? { leagueIds: [filter.leagueId] } : {}),
    ...(range ?? {}),
  });
  return useInfiniteQuery({
    ...query,
    // live prices move: poll at the provider's pace; other lists refresh when revisited
    refetchInterval: type === MATCH_TYPE.live ? POLL.liveOdds : false,
  });
}

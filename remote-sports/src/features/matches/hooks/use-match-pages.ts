import { useInfiniteQuery } from '@tanstack/react-query';
import { MATCH_TYPE, sportsbookQueries } from '@app/shared';
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
  // no polling of the loaded pages: the live rows on screen refresh themselves (useVisibleOdds);
  // the pages (which matches are live) are read again when the list is revisited
  return useInfiniteQuery(query);
}

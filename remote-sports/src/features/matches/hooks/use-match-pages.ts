import { useInfiniteQuery } from '@tanstack/react-query';
import { MATCH_TYPE, POLL, sportsbookQueries } from '@app/shared';

/** Favourites read every upcoming and live match (type 2) and keep the followed ones. */
export const FAVOURITES = 0;
const ALL_UPCOMING = 2;

export function useMatchPages(type: number, sportId: number) {
  const query = sportsbookQueries.matchPages({
    type: type === FAVOURITES ? ALL_UPCOMING : type,
    sportId,
  });
  return useInfiniteQuery({
    ...query,
    // live prices move: poll at the provider's pace; other lists refresh when revisited
    refetchInterval: type === MATCH_TYPE.live ? POLL.liveOdds : false,
  });
}

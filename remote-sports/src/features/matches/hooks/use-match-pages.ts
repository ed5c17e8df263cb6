import { useInfiniteQuery } from '@tanstack/react-query';
import { MATCH_TYPE } from '@app/shared/rules';
import { sportsbookQueries } from '@app/shared/query';
import { earlyDays } from '../lib/day-range';

/** Favourites read every upcoming and live match (type 2) and keep the followed ones. */
export const FAVOURITES = 0;
const ALL_UPCOMING = 2;
/** How often the live tab re-reads which matches are live (kick-offs join, finished matches leave). */
export const LIVE_LIST_REFRESH_MS = 60_000;

/** The live tab's list changes as matches start and end; the other tabs' lists hold still. */
export function pagesRefetchInterval(type: number): number | false {
  return type === MATCH_TYPE.live ? LIVE_LIST_REFRESH_MS : false;
}

/**
 * The list groups matches by league, so it asks for them in league order (orderBy 1): the next page
 * then only adds rows after the loaded ones. By kick-off, a page's matches would join leagues
 * already on screen and push every row below them down — the rows under a scrolled reader changed
 * and were all mounted again, one long task per page (issue 10, the 500-match live tab).
 */
export const BY_LEAGUE = 1;

export interface ListFilter {
  leagueId: string;
  /** Early markets only: index of the next seven days, -1 for all. */
  day: number;
}

/** The paged list query of a tab, sport and filter. */
export function matchPagesQuery(type: number, sportId: number, filter: ListFilter) {
  const range =
    type === MATCH_TYPE.early && filter.day >= 0 ? earlyDays(Date.now())[filter.day] : undefined;
  return sportsbookQueries.matchPages({
    type: type === FAVOURITES ? ALL_UPCOMING : type,
    sportId,
    orderBy: BY_LEAGUE,
    ...(filter.leagueId && type !== FAVOURITES ? { leagueIds: [filter.leagueId] } : {}),
    ...(range ?? {}),
  });
}

export function useMatchPages(type: number, sportId: number, filter: ListFilter) {
  const query = matchPagesQuery(type, sportId, filter);
  // the odds of the rows on screen refresh themselves every second (useVisibleOdds); the pages only
  // say which matches are listed, so the live tab re-reads them once a minute and the others not
  return useInfiniteQuery({
    ...query,
    refetchInterval: pagesRefetchInterval(type),
  });
}

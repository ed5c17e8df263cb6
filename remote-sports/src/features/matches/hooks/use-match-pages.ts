import { MATCH_TYPE } from '@app/shared/rules';
import { sportsbookListQueries } from '@app/shared/api/sportsbook-lists';
import { useInfiniteQuery } from '@app/shared/client';
import { listQuery, type ListFilter } from '../lib/list-query';

export { BY_LEAGUE, FAVOURITES, type ListFilter } from '../lib/list-query';

/** How often the live tab re-reads which matches are live (kick-offs join, finished matches leave). */
export const LIVE_LIST_REFRESH_MS = 60_000;

/** The live tab's list changes as matches start and end; the other tabs' lists hold still. */
export function pagesRefetchInterval(type: number): number | false {
  return type === MATCH_TYPE.live ? LIVE_LIST_REFRESH_MS : false;
}

/** The paged list query of a tab, sport and filter. */
export function matchPagesQuery(type: number, sportId: number, filter: ListFilter) {
  return sportsbookListQueries.matchPages(listQuery(type, sportId, filter));
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

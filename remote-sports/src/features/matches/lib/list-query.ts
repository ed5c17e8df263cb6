import { MATCH_TYPE } from '@app/shared/rules';
import { earlyDays } from './day-range';

/** Favourites read every upcoming and live match (type 2) and keep the followed ones. */
export const FAVOURITES = 0;
const ALL_UPCOMING = 2;

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

/** What the page shows first: live football, every league and day (the early painter asks the same). */
export const FIRST_LIST = {
  type: MATCH_TYPE.live,
  sportId: 1,
  filter: { leagueId: '', day: -1 } as ListFilter,
};

/** The provider's list query of a tab, sport and filter (pages and the odds refresh add theirs). */
export function listQuery(type: number, sportId: number, filter: ListFilter) {
  const range =
    type === MATCH_TYPE.early && filter.day >= 0 ? earlyDays(Date.now())[filter.day] : undefined;
  return {
    type: type === FAVOURITES ? ALL_UPCOMING : type,
    sportId,
    orderBy: BY_LEAGUE,
    ...(filter.leagueId && type !== FAVOURITES ? { leagueIds: [filter.leagueId] } : {}),
    ...(range ?? {}),
  } as const;
}

import { MATCH_TYPE } from '@app/shared/rules';
import {
  BY_LEAGUE,
  FAVOURITES,
  LIVE_LIST_REFRESH_MS,
  matchPagesQuery,
  pagesRefetchInterval,
} from './use-match-pages';

// Issue 10: only the rows on screen poll their odds; the live tab still re-reads which matches are
// live (kick-offs join, finished matches leave), the other tabs do not poll their pages.
describe('pagesRefetchInterval', () => {
  it('re-reads the live list once a minute', () => {
    expect(pagesRefetchInterval(MATCH_TYPE.live)).toBe(LIVE_LIST_REFRESH_MS);
    expect(LIVE_LIST_REFRESH_MS).toBe(60_000);
  });

  it('leaves today, early, champion and favourites alone', () => {
    for (const type of [MATCH_TYPE.today, MATCH_TYPE.early, MATCH_TYPE.list, FAVOURITES])
      expect(pagesRefetchInterval(type)).toBe(false);
  });
});

// The list groups by league; pages in league order only add rows after the loaded ones (rows.test).
describe('matchPagesQuery', () => {
  it('asks every tab for its matches in league order', () => {
    for (const type of [MATCH_TYPE.live, MATCH_TYPE.today, MATCH_TYPE.early, FAVOURITES]) {
      const [, , query] = matchPagesQuery(type, 1, { leagueId: '', day: -1 }).queryKey;
      expect(query).toMatchObject({ orderBy: BY_LEAGUE });
    }
    expect(BY_LEAGUE).toBe(1);
  });
});

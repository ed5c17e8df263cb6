import { MATCH_TYPE } from '@app/shared/rules';
import { FAVOURITES, LIVE_LIST_REFRESH_MS, pagesRefetchInterval } from './use-match-pages';

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

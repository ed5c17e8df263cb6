import { QueryClient } from '@tanstack/react-query';
import { POLL } from '@app/shared/client';
import { MATCH_TYPE } from '@app/shared/rules';
import { MATCH_PAGE_SIZE } from './provider-call';
import { getMatchList } from './sportsbook';
import { sportsbookListQueries as q } from './sportsbook-list-queries';
import { getMatchDetail, getMatchStatistics } from './sportsbook-matches';

jest.mock('./sportsbook', () => ({ getMatchList: jest.fn() }));
jest.mock('./sportsbook-matches', () => ({
  getMatchDetail: jest.fn(),
  getMatchResultInfo: jest.fn(),
  getMatchStatistics: jest.fn(),
  getOnSaleLeagues: jest.fn(),
  listTopBulletins: jest.fn(),
  pageMatchResults: jest.fn(),
}));

// SPEC §7: what each list polls, and how the match list pages (50 a page, while the total says so).
test('live lists and a live match poll at the odds rate; others do not', () => {
  expect(q.matches(MATCH_TYPE.live, 1).refetchInterval).toBe(POLL.liveOdds);
  expect(q.matches(MATCH_TYPE.live + 1, 1).refetchInterval).toBe(false);
  expect(q.detail('m1', true).refetchInterval).toBe(POLL.liveOdds);
  expect(q.detail('m1', false).refetchInterval).toBe(false);
  // the maintenance switch (statistics code 8) polls and is never retried into a stale answer
  expect(q.statistics()).toMatchObject({ refetchInterval: POLL.maintenance, retry: false });
  expect(q.leagues(1, 1).staleTime).toBe(POLL.maintenance);
  expect(q.bulletins().staleTime).toBe(POLL.maintenance);
});

test('keys name what the answer depends on', () => {
  expect(q.matches(2, 3).queryKey).toEqual(['sportsbook', 'matches', 2, 3]);
  expect(q.results({ sportId: 1 } as never).queryKey).toEqual([
    'sportsbook',
    'results',
    { sportId: 1 },
  ]);
  expect(q.resultInfo('m9').queryKey).toEqual(['sportsbook', 'result-info', 'm9']);
});

test('the match list asks for the next page while the total has more, then stops', () => {
  const next = q.matchPages({ type: 1, sportId: 1 }).getNextPageParam;
  const page = { total: MATCH_PAGE_SIZE * 2 + 1 } as never;
  expect(next(page, [page], 1, [1])).toBe(2);
  expect(next(page, [page, page], 2, [1, 2])).toBe(3);
  expect(next(page, [page, page, page], 3, [1, 2, 3])).toBeUndefined();
});

test('each factory asks the provider call it names, with its page', async () => {
  const client = new QueryClient();
  jest.mocked(getMatchList).mockResolvedValue({ total: 0 } as never);
  jest.mocked(getMatchStatistics).mockResolvedValue([] as never);
  jest.mocked(getMatchDetail).mockResolvedValue({} as never);
  await client.fetchInfiniteQuery(q.matchPages({ type: 1, sportId: 4 }));
  expect(getMatchList).toHaveBeenCalledWith({
    type: 1,
    sportId: 4,
    current: 1,
    size: MATCH_PAGE_SIZE,
  });
  await client.fetchQuery(q.matches(3, 2));
  expect(getMatchList).toHaveBeenLastCalledWith({ type: 3, sportId: 2 });
  await client.fetchQuery(q.statistics());
  await client.fetchQuery(q.detail('m7', false));
  expect(getMatchDetail).toHaveBeenCalledWith('m7');
  client.clear();
});

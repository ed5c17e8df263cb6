import { QueryClient } from '@tanstack/react-query';
import { POLL } from '@app/shared/client';
import { MATCH_TYPE } from '@app/shared/rules';
import { useSportsConfigStore } from '@app/shared/store';
import { mockOrigin } from '../../testing/mock-backend';
import { useTestConfig } from '../__fixtures__/call-helpers';
import { MATCH_PAGE_SIZE } from './provider-call';
import { sportsbookListQueries as q } from './sportsbook-list-queries';

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
  useTestConfig();
  const provider = mockOrigin();
  useSportsConfigStore
    .getState()
    .setConfig({ token: 'sports-token', apiServerAddress: provider.url, guest: true });
  provider.on('POST', '/v1/match/getList', () => ({
    json: { code: 0, data: { records: [], total: 0 } },
  }));
  provider.on('POST', '/v1/match/statistical', () => ({ json: { code: 0, data: { sl: [] } } }));
  provider.on('POST', '/v1/match/getMatchDetail', (call) => ({
    json: {
      code: 0,
      data: {
        id: (call.body as { matchId: string }).matchId,
        sid: 1,
        ms: 0,
        lg: { id: 1, na: 'L' },
      },
    },
  }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const bodies = (path: string) => provider.callsTo(path).map((c) => c.body);
  await client.fetchInfiniteQuery(q.matchPages({ type: 1, sportId: 4 }));
  expect(bodies('/v1/match/getList')[0]).toMatchObject({
    type: 1,
    sportId: 4,
    current: 1,
    size: MATCH_PAGE_SIZE,
  });
  await client.fetchQuery(q.matches(3, 2));
  expect(bodies('/v1/match/getList')[1]).toMatchObject({ type: 3, sportId: 2, current: 1 });
  await client.fetchQuery(q.statistics());
  expect(bodies('/v1/match/statistical')).toHaveLength(1);
  await expect(client.fetchQuery(q.detail('m7', false))).resolves.toMatchObject({ id: 'm7' });
  expect(bodies('/v1/match/getMatchDetail')[0]).toMatchObject({ matchId: 'm7' });
  client.clear();
  await provider.close();
});

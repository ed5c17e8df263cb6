import { QueryClient } from '@tanstack/react-query';
import { mockBackend } from '../../testing/mock-backend';
import { useTestConfig } from '../__fixtures__/call-helpers';
import { POLL } from '../../query/intervals';
import { listActivities, promotionQueries } from './promotion-queries';

const A = '/api/promotion/activity';
const api = mockBackend();

beforeEach(() => {
  useTestConfig();
  api.reset();
});

// Issue 14: the promotion factories key personal data by user and call the typed SPEC §7 functions.
describe('promotionQueries', () => {
  it('reads the server activity list from activity/list', async () => {
    api.on('GET', `${A}/list`, () => ({ data: [{ id: 4, key: 'sign-activity', type: 'sign' }] }));
    await expect(listActivities()).resolves.toEqual([
      { id: 4, key: 'sign-activity', type: 'sign' },
    ]);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET ${A}/list`]);
    expect(promotionQueries.activities().queryKey).toEqual(['promotion', 'activities']);
  });

  it('keys personal data by user name and activity', () => {
    expect(promotionQueries.record('a', 4).queryKey).toEqual(['promotion', 'record', 'a', '4']);
    expect(promotionQueries.betTotal('a', 2).queryKey).toEqual([
      'promotion',
      'bet-total',
      'a',
      '2',
    ]);
    expect(promotionQueries.ranking(null).queryKey).toEqual(['promotion', 'ranking', '']);
  });

  it('runs every fetcher through its typed API function', async () => {
    const answers: Record<string, unknown> = {
      [`POST ${A}/newMemberGiftPack/isOpen`]: { id: 3, status: 1 },
      [`GET ${A}/list`]: [],
      [`GET ${A}/record`]: [],
      [`GET ${A}/bet/total`]: { betTotal: 1 },
      'GET /api/promotion/cashback/client/detail': { cashback: 2 },
      'GET /api/promotion/ranking/memberRanking': { list: [], mine: null },
      'GET /api/promotion/ranking/touristsRanking': { list: [] },
      [`GET ${A}/matchTemplate/detail`]: { matches: [] },
      [`GET ${A}/getMatchAwardConfig`]: [],
      [`GET ${A}/cheer/queryCheerRecord`]: [],
      [`GET ${A}/turntable/detail`]: { prizes: [] },
      [`GET ${A}/turntable/user/num`]: { num: 3 },
      [`POST ${A}/turntable/record`]: [],
    };
    for (const [route, data] of Object.entries(answers)) {
      const [method, path] = route.split(' ') as [string, string];
      api.on(method, path, () => ({ data }));
    }
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.fetchQuery(promotionQueries.giftPack('a'));
    await client.fetchQuery(promotionQueries.activities());
    await client.fetchQuery(promotionQueries.record('a', 4));
    await client.fetchQuery(promotionQueries.betTotal('a', 2));
    await client.fetchQuery(promotionQueries.cashback('a'));
    await client.fetchQuery(promotionQueries.ranking('a'));
    await client.fetchQuery(promotionQueries.ranking(null));
    await client.fetchQuery(promotionQueries.matchTemplate());
    await client.fetchQuery(promotionQueries.matchAwards());
    await client.fetchQuery(promotionQueries.cheerRecord('a'));
    await client.fetchQuery(promotionQueries.turntable());
    await expect(client.fetchQuery(promotionQueries.turntableNum('a'))).resolves.toBe(3);
    await client.fetchQuery(promotionQueries.turntableWinners());
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(Object.keys(answers));
    expect(api.callsTo(`${A}/record`)[0]!.params).toEqual({ activityId: '4' });
    expect(api.callsTo(`${A}/bet/total`)[0]!.params).toEqual({ activityId: '2' });
    client.clear();
  });
});

// Issue 53 #2: the prediction's fixtures keep pace with the live scores while one is live.
describe('matchTemplate polling', () => {
  const intervalFor = (matches: Array<{ matchId: number; phase?: string }>) => {
    const interval = promotionQueries.matchTemplate().refetchInterval as (q: unknown) => unknown;
    return interval({ state: { data: { matches } } });
  };

  it('polls at the live pace while a fixture is live, not otherwise', () => {
    expect(
      intervalFor([
        { matchId: 1, phase: 'upcoming' },
        { matchId: 2, phase: 'live' },
      ]),
    ).toBe(POLL.liveOdds);
    expect(
      intervalFor([
        { matchId: 1, phase: 'upcoming' },
        { matchId: 2, phase: 'ended' },
      ]),
    ).toBe(false);
  });
});

import * as activity from '../promotion/promotion-activity';
import * as request from '../core/request';
import * as turntable from '../promotion/turntable';
import { POLL } from '../../query/intervals';
import { listActivities, promotionQueries } from './promotion-queries';

jest.mock('../promotion/promotion-activity', () => ({
  ...jest.requireActual<object>('../promotion/promotion-activity'),
  getActivityBetTotal: jest.fn(async () => ({ betTotal: 1 })),
  getCashbackDetail: jest.fn(async () => ({ cashback: 2 })),
  getMemberRanking: jest.fn(async () => ({ list: [], mine: null })),
  getTouristsRanking: jest.fn(async () => ({ list: [] })),
  isNewMemberGiftPackOpen: jest.fn(async () => ({ id: 3, status: 1 })),
  listActivityRecord: jest.fn(async () => []),
}));
jest.mock('../promotion/turntable', () => ({
  getMatchAwardConfig: jest.fn(async () => []),
  getMatchTemplateDetail: jest.fn(async () => ({ matches: [] })),
  getTurntableDetail: jest.fn(async () => ({ prizes: [] })),
  getTurntableUserNum: jest.fn(async () => 3),
  listTurntableRecord: jest.fn(async () => []),
  queryCheerRecord: jest.fn(async () => []),
}));
jest.mock('../core/request', () => ({
  ...jest.requireActual<object>('../core/request'),
  getData: jest.fn(async () => [{ id: 4, key: 'sign-activity', type: 'sign' }]),
}));

// Issue 14: the promotion factories key personal data by user and call the typed SPEC §7 functions.
describe('promotionQueries', () => {
  it('reads the server activity list from activity/list', async () => {
    await expect(listActivities()).resolves.toEqual([
      { id: 4, key: 'sign-activity', type: 'sign' },
    ]);
    expect(jest.mocked(request.getData).mock.calls[0]?.[1]).toBe('/api/promotion/activity/list');
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
    const run = (f: { queryKey: readonly unknown[]; queryFn?: unknown }) =>
      (f.queryFn as () => Promise<unknown>)();
    const factories = [
      promotionQueries.giftPack('a'),
      promotionQueries.activities(),
      promotionQueries.record('a', 4),
      promotionQueries.betTotal('a', 2),
      promotionQueries.cashback('a'),
      promotionQueries.ranking('a'),
      promotionQueries.ranking(null),
      promotionQueries.matchTemplate(),
      promotionQueries.matchAwards(),
      promotionQueries.cheerRecord('a'),
      promotionQueries.turntable(),
      promotionQueries.turntableNum('a'),
      promotionQueries.turntableWinners(),
    ];
    for (const f of factories) await run(f);
    expect(activity.listActivityRecord).toHaveBeenCalledWith(4);
    expect(activity.getActivityBetTotal).toHaveBeenCalledWith(2);
    expect(activity.getMemberRanking).toHaveBeenCalledTimes(1);
    expect(activity.getTouristsRanking).toHaveBeenCalledTimes(1);
    expect(turntable.getTurntableUserNum).toHaveBeenCalledTimes(1);
    expect(turntable.queryCheerRecord).toHaveBeenCalledTimes(1);
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

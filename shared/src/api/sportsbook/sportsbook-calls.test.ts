// SPEC §7 sportsbook provider calls: /v1/match/*, /v1/order/*, /v1/bulletin/*; §8 code 8 on statistics.
import { useSportsConfigStore } from '../../store/sports-config-store';
import * as m from './sportsbook-matches';
import * as o from './sportsbook-orders';
import { describeCalls, providerEnvelope } from '../__fixtures__/call-table';
import { answerEvery, useTestConfig } from '../__fixtures__/call-helpers';

beforeEach(() => {
  useTestConfig();
  useSportsConfigStore.setState({
    config: { token: 'sb', apiServerAddress: 'https://sb', guest: true },
  });
});

const match = { id: 5, sid: 1, ms: 5, lg: { id: 2, na: 'L' } };
const page = (records: unknown[]) => ({ records, total: records.length });
const order = { id: '9', status: 1, stake: 10, legs: [{ matchId: 5 }] };
const bet = { matchId: 5, marketId: 7, optionType: 1, odds: 1.9, unitStake: 10 };
const empty = { records: [] };

describe('SPEC §7 /v1/match and /v1/bulletin', () => {
  // prettier-ignore
  describeCalls([
    { name: 'getMatchStatistics', run: () => m.getMatchStatistics({ leagueIds: [2] }), method: 'post', url: '/v1/match/statistical', data: { sl: [{ ty: 1, tc: 3, ssl: [{ sid: 1, c: 3 }] }] }, body: { leagueIds: [2], oddsChange: 1 }, expected: { sl: [{ ty: 1, tc: 3 }], maintenance: { on: false } }, onNull: { sl: [], maintenance: { on: false } } },
    { name: 'getOnSaleLeagues', run: () => m.getOnSaleLeagues({ sportId: 1 }), method: 'post', url: '/v1/match/getOnSaleLeagues', data: [{ id: 2, na: 'L', mt: 3 }], body: { sportId: 1 }, expected: [{ mt: 3 }] },
    { name: 'getMatchDetail', run: () => m.getMatchDetail(5), method: 'post', url: '/v1/match/getMatchDetail', data: match, body: { matchId: 5 }, expected: match },
    { name: 'queryMatchByRecommend', run: () => m.queryMatchByRecommend('ha noi'), method: 'post', url: '/v1/match/queryMatchByRecommend', data: [match], body: { keyword: 'ha noi' }, expected: [match] },
    { name: 'getMatchCount', run: () => m.getMatchCount({ type: 1 }), method: 'post', url: '/v1/match/matchCount', data: { count: 12 }, expected: 12 },
    { name: 'listMatchResults', run: () => m.listMatchResults({ sportId: 1 }), method: 'post', url: '/v1/match/matchResultList', data: [match], expected: [match] },
    { name: 'pageMatchResults', run: () => m.pageMatchResults({ current: 2 }), method: 'post', url: '/v1/match/matchResultPage', data: page([match]), body: { current: 2, size: 20 }, expected: { total: 1 }, onNull: empty },
    { name: 'getMatchResultInfo', run: () => m.getMatchResultInfo(5), method: 'post', url: '/v1/match/matchResultInfo', data: { ...match, results: [{ pe: 1001, sc: [1, 0] }] }, expected: { results: [{ pe: 1001 }] } },
    { name: 'listTopBulletins', run: () => m.listTopBulletins(), method: 'post', url: '/v1/bulletin/listTop', data: [{ id: 1, title: 'B' }], expected: [{ title: 'B' }] },
    { name: 'listBulletinPage', run: () => m.listBulletinPage(), method: 'post', url: '/v1/bulletin/listPage', data: page([{ id: 1 }]), body: { current: 1, size: 20 }, expected: { total: 1 }, onNull: empty },
  ], providerEnvelope);

  it('§8: statistics code 8 turns sports maintenance on with the [start-end] window', async () => {
    answerEvery(() => ({ success: false, code: 8, msg: 'Maintenance [1000-2000]' }));
    await expect(m.getMatchStatistics()).resolves.toEqual({
      sl: [],
      maintenance: { on: true, start: 1000, end: 2000 },
    });
  });
});

describe('SPEC §7 /v1/order', () => {
  const leg = { matchId: 1, marketId: 7, type: 1, oddsType: 1 };
  const series = { seriesValue: 2, itemCount: 1, unitStake: 10 };
  // prettier-ignore
  describeCalls([
    { name: 'batchBetMatchMarket', run: () => o.batchBetMatchMarket([leg]), method: 'post', url: '/v1/order/batchBetMatchMarketOfJumpLine', data: { bms: [], sos: [] }, body: { betMatchMarketList: [leg], isSelectSeries: false }, expected: { bms: [] }, onNull: {} },
    { name: 'batchBetMatchMarket with series', run: () => o.batchBetMatchMarket([leg], true), method: 'post', url: '/v1/order/batchBetMatchMarketOfJumpLine', data: { bms: [], sos: [{ sn: 0, in: 4 }] }, body: { betMatchMarketList: [leg], isSelectSeries: true }, expected: { sos: [{ sn: 0, in: 4 }] }, onNull: {} },
    { name: 'betSinglePass', run: () => o.betSinglePass([bet], 'k1'), method: 'post', url: '/v1/order/bet/singlePass', data: [{ marketId: 7, orderId: '9', status: 1 }], body: { singleBetList: [bet] }, expected: [{ orderId: '9' }] },
    { name: 'betMultiple', run: () => o.betMultiple({ betOptionList: [bet], betMultipleData: [series] }), method: 'post', url: '/v1/order/betMultiple', data: [{ status: 1 }], body: { betMultipleData: [series] } },
    { name: 'getStakeOrderStatus', run: () => o.getStakeOrderStatus(['9']), method: 'post', url: '/v1/order/getStakeOrderStatus', data: [{ id: '9', status: 4 }], body: { orderIds: ['9'] }, expected: [{ status: 4 }] },
    { name: 'listBets', run: () => o.listBets({ isSettled: true }), method: 'post', url: '/v1/order/new/bet/list', data: page([order]), body: { isSettled: true, current: 1 }, expected: { records: [order] }, onNull: empty },
    { name: 'getCashOutPrice', run: () => o.getCashOutPrice(['9']), method: 'post', url: '/v1/order/cashOut/price', data: [{ orderId: '9', price: 8 }], expected: [{ price: 8 }] },
    { name: 'cashOutBet', run: () => o.cashOutBet('9', 8), method: 'post', url: '/v1/order/cashOut/bet', data: { orderId: '9', price: 8 }, body: { orderId: '9', cashOutPrice: 8 }, expected: { price: 8 }, onNull: {} },
    { name: 'reserveBet', run: () => o.reserveBet(bet), method: 'post', url: '/v1/order/reserve/bet', data: { orderId: '10', status: 0 }, body: bet, expected: { orderId: '10' }, onNull: {} },
    { name: 'listReserveBets', run: () => o.listReserveBets(), method: 'post', url: '/v1/order/reserve/betList', data: page([order]), expected: { total: 1 }, onNull: empty },
  ], providerEnvelope);

  it('cancelReserveBet posts the order id and ignores the body', async () => {
    const calls = answerEvery(() => ({ code: 0, data: true }));
    await expect(o.cancelReserveBet('10')).resolves.toBeUndefined();
    expect(calls[0]!.body).toMatchObject({ orderId: '10' });
  });
});

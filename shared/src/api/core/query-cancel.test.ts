import { CancelledError, QueryClient } from '@tanstack/react-query';
import { http as route } from 'msw';
import { server } from '../../testing/mock-server';
import { clearBackends } from '../../testing/mock-backend';
import { INITIAL_SESSION, useSessionStore } from '../../store/session-store';
import { useSportsConfigStore } from '../../store/sports-config-store';
import { useTestConfig } from '../__fixtures__/call-helpers';
import { liveQueries } from '../live/live-queries';
import { accountQueries } from '../member/account-queries';
import { promotionQueries } from '../promotion/promotion-queries';
import { rgQueries } from '../rg/rg-queries';
import { gameQueries } from '../site/game-queries';
import { siteQueries } from '../site/site-queries';
import { sportsbookListQueries } from '../sportsbook/sportsbook-list-queries';
import { sportsbookQueries } from '../sportsbook/sportsbook-queries';
import { callApi } from './client';

// Issue 54: every shared query factory hands TanStack Query's `signal` to its call, so a cancelled
// query (a page left, a key changed) aborts its request on the wire instead of letting it run on.
const u = 'member01';
const factories: Array<[string, () => { queryKey: readonly unknown[] }]> = [
  ['live.streams', () => liveQueries.streams()],
  ['live.coverTags', () => liveQueries.coverTags()],
  ['live.search', () => liveQueries.search('cup')],
  ['live.reserve', () => liveQueries.reserve(u)],
  ['live.info', () => liveQueries.info(7, u)],
  ['live.lines', () => liveQueries.lines()],
  ['live.presenter', () => liveQueries.presenter(3, u)],
  ['live.score', () => liveQueries.score(7)],
  ['live.gifts', () => liveQueries.gifts()],
  ['live.pushOrders', () => liveQueries.pushOrders(7, u)],
  ['live.myStreams', () => liveQueries.myStreams(u, 3)],
  ['live.matchFront', () => liveQueries.matchFront()],
  ['live.giftSum', () => liveQueries.giftSum(u)],
  ['live.giftProfit', () => liveQueries.giftProfit(u)],
  ['live.statistics', () => liveQueries.statistics(u)],
  ['live.bans', () => liveQueries.bans(u)],
  ['account.userInfo', () => accountQueries.userInfo(u)],
  ['account.profile', () => accountQueries.profile(u)],
  ['account.wallet', () => accountQueries.wallet(u)],
  ['account.betSum', () => accountQueries.betSum(u, {})],
  ['account.betDetail', () => accountQueries.betDetail(u, {})],
  ['account.inviteInfo', () => accountQueries.inviteInfo(u)],
  ['account.inviteTotal', () => accountQueries.inviteTotal(u)],
  ['account.referral', () => accountQueries.referral(u)],
  ['account.inviteList', () => accountQueries.inviteList(u, 'betAwards')],
  ['account.vip', () => accountQueries.vip(u)],
  ['account.vipPhoneBack', () => accountQueries.vipPhoneBack(u)],
  ['account.banLogs', () => accountQueries.banLogs(1, u)],
  ['promotion.giftPack', () => promotionQueries.giftPack(u)],
  ['promotion.activities', () => promotionQueries.activities()],
  ['promotion.eligibility', () => promotionQueries.eligibility(u, 5)],
  ['promotion.seasons', () => promotionQueries.seasons()],
  ['promotion.record', () => promotionQueries.record(u, 5)],
  ['promotion.betTotal', () => promotionQueries.betTotal(u, 5)],
  ['promotion.cashback', () => promotionQueries.cashback(u)],
  ['promotion.ranking (member)', () => promotionQueries.ranking(u)],
  ['promotion.ranking (guest)', () => promotionQueries.ranking(null)],
  ['promotion.matchTemplate', () => promotionQueries.matchTemplate()],
  ['promotion.matchAwards', () => promotionQueries.matchAwards()],
  ['promotion.cheerRecord', () => promotionQueries.cheerRecord(u)],
  ['promotion.turntable', () => promotionQueries.turntable()],
  ['promotion.turntableNum', () => promotionQueries.turntableNum(u)],
  ['promotion.turntableWinners', () => promotionQueries.turntableWinners()],
  ['rg.state', () => rgQueries.state(u)],
  ['rg.session', () => rgQueries.session(u)],
  ['rg.audit', () => rgQueries.audit(u)],
  ['game.lobbies', () => gameQueries.lobbies()],
  ['game.homeBar', () => gameQueries.homeBar()],
  ['game.slotGames', () => gameQueries.slotGames()],
  ['site.maintenance', () => siteQueries.maintenance()],
  ['site.customerLink', () => siteQueries.customerLink()],
  ['site.adverts', () => siteQueries.adverts()],
  ['site.advertsByType', () => siteQueries.advertsByType(2)],
  ['sportsbook.statistics', () => sportsbookListQueries.statistics()],
  ['sportsbook.matches', () => sportsbookListQueries.matches(1, 1)],
  ['sportsbook.leagues', () => sportsbookListQueries.leagues(1, 1)],
  ['sportsbook.detail', () => sportsbookListQueries.detail('m1', false)],
  ['sportsbook.results', () => sportsbookListQueries.results({})],
  ['sportsbook.resultInfo', () => sportsbookListQueries.resultInfo('m1')],
  ['sportsbook.bulletins', () => sportsbookListQueries.bulletins()],
  [
    'sportsbook.slipQuote',
    () =>
      sportsbookQueries.slipQuote(
        [{ matchId: 'm1', marketId: 'k', type: '1', oddsType: 1 }],
        false,
      ),
  ],
  ['sportsbook.bets', () => sportsbookQueries.bets(u, false)],
  ['sportsbook.reserveBets', () => sportsbookQueries.reserveBets(u)],
  ['sportsbook.cashOutPrice', () => sportsbookQueries.cashOutPrice(u, 'o1')],
];

let asked: Request[] = [];

beforeEach(() => {
  useTestConfig();
  clearBackends();
  useSessionStore.setState({ ...INITIAL_SESSION, token: 'tok', username: u });
  useSportsConfigStore.getState().setConfig({
    token: 'sports-token',
    apiServerAddress: 'https://sports.test',
    guest: false,
  });
  asked = [];
  server.use(
    route.all('*', ({ request }) => {
      asked.push(request);
      return new Promise<never>(() => undefined); // the server holds every answer
    }),
  );
});

const settle = () => new Promise((r) => setTimeout(r, 20));

test.each(factories)('a cancelled %s query aborts its request on the wire', async (_, factory) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const query = factory();
  // each factory's own data type does not matter here
  const result = client
    .fetchQuery(query as Parameters<typeof client.fetchQuery>[0])
    .catch((e: unknown) => e);
  await settle();
  expect(asked).toHaveLength(1);
  expect(asked[0]!.signal.aborted).toBe(false);
  await client.cancelQueries({ queryKey: query.queryKey });
  expect(asked[0]!.signal.aborted).toBe(true);
  expect(await result).toBeInstanceOf(CancelledError);
});

describe('a GET shared by two callers (issue 16)', () => {
  // each test its own URL: a read held for ever stays shared after its test
  const read = (url: string, signal?: AbortSignal) =>
    callApi({ method: 'GET', url, signal }).catch((e: unknown) => e);

  it('stays on the wire while one caller without a signal still waits', async () => {
    const leaving = new AbortController();
    void read('/api/member/get', leaving.signal);
    void read('/api/member/get');
    await settle();
    expect(asked).toHaveLength(1);
    leaving.abort();
    await settle();
    expect(asked[0]!.signal.aborted).toBe(false);
  });

  it('is aborted once every caller has cancelled', async () => {
    const [a, b] = [new AbortController(), new AbortController()];
    void read('/api/member/rg/get', a.signal);
    void read('/api/member/rg/get', b.signal);
    await settle();
    expect(asked).toHaveLength(1);
    a.abort();
    await settle();
    expect(asked[0]!.signal.aborted).toBe(false);
    b.abort();
    await settle();
    expect(asked[0]!.signal.aborted).toBe(true);
  });
});

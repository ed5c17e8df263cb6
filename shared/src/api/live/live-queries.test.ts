import { QueryClient } from '@tanstack/react-query';
import { mockBackend } from '../../testing/mock-backend';
import { setUpTestUi } from '../../testing/ui-kit';
import { gameQueries, siteQueries } from '@app/shared/api/site';
import { liveQueries } from './live-queries';

// Key convention (README "platform contract"): ['<domain>', ...], personal data keyed by the user;
// each factory's queryFn calls its SPEC §7 path.
beforeAll(() => setUpTestUi());

type Options = { queryKey: readonly unknown[] };

const cases: Array<[string, Options, string]> = [
  ['live streams', liveQueries.streams(), '/api/live/stream/list'],
  ['cover tags', liveQueries.coverTags(), '/api/live/cover/tag/list'],
  ['search', liveQueries.search('Hà Nội'), '/api/live/video/queryKeyWordByName'],
  ['reserve', liveQueries.reserve('member01'), '/api/live/stream/reserveList'],
  ['info', liveQueries.info(7, 'member01'), '/api/live/stream/getInfo/7'],
  ['lines', liveQueries.lines(), '/api/live/video/queryCustomerLineSwitch'],
  ['score', liveQueries.score(7), '/api/live/match/score'],
  ['gifts', liveQueries.gifts(), '/api/live/gift/list'],
  ['push orders', liveQueries.pushOrders(7, 'member01'), '/api/live/push/order/list'],
  ['my streams', liveQueries.myStreams('anchor01', 3), '/api/live/stream/list'],
  ['match front', liveQueries.matchFront(), '/api/live/video/matchListFront'],
  ['gift sum', liveQueries.giftSum('anchor01'), '/api/live/gift/profit/sum'],
  ['gift profit', liveQueries.giftProfit('anchor01'), '/api/live/gift/profit/list'],
  ['statistics', liveQueries.statistics('anchor01'), '/api/live/statistics/sum'],
  ['bans', liveQueries.bans('anchor01'), '/api/user/banLog/list'],
  ['site maintenance', siteQueries.maintenance(), '/api/operation/siteMain/queryDetail'],
  ['customer link', siteQueries.customerLink(), '/api/operation/tutorial/config/popCustomerLink'],
  ['adverts', siteQueries.adverts(), '/api/promotion/advertise/list'],
  ['adverts by type', siteQueries.advertsByType(2), '/api/promotion/advertise/list/type'],
  ['lobbies', gameQueries.lobbies(), '/api/game/lobby/list'],
  ['home bar', gameQueries.homeBar(), '/api/user/home/bar/list'],
  ['slot games', gameQueries.slotGames(), '/api/game/home/slot/list'],
];

test.each(cases)('%s: key in its domain, queryFn calls its path', async (_, options, path) => {
  const api = mockBackend();
  const domain = path.split('/')[2];
  expect(['live', 'user', 'site', 'operation', 'promotion', 'game']).toContain(domain);
  expect(typeof options.queryKey[0]).toBe('string');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await client.fetchQuery(options as never).catch(() => undefined);
  expect(api.calls.map((c) => c.path)).toContain(path);
});

test('personal live data is keyed by the user name', () => {
  expect(liveQueries.reserve('a').queryKey).not.toEqual(liveQueries.reserve('b').queryKey);
  expect(liveQueries.info(1, 'a').queryKey).not.toEqual(liveQueries.info(1, 'b').queryKey);
  expect(liveQueries.pushOrders(1, 'a').queryKey).not.toEqual(
    liveQueries.pushOrders(1, 'b').queryKey,
  );
  expect(liveQueries.presenter(1, null).queryKey).toEqual(['live', 'presenter', '1', '']);
  expect(liveQueries.search('  ').enabled).toBe(false);
});

import { screen, waitFor } from '@testing-library/react';
import { getRuntimeConfig } from '@app/shared/client';
import { keepEarlyAnswer, type FollowRead } from '@app/shared/boot';
import { useAppStore, useSettingsStore, useSportsConfigStore } from '@app/shared/store';
import {
  renderWithProviders,
  signInForTest,
  mockOrigin,
  type MockOrigin,
} from '@app/shared/testing';
import { MatchListPage } from '../features/matches/components/match-list-page';
import manifest from '../app-manifest.json';
import { follow, paint, ready, TOKEN_PATH } from './early-paint';
import { setUpSportsUi } from '../test-ui';

// Issue 16: /sports' list waited for the sportsbook token and then for the provider's lists, a round
// trip after the page's code. The painter names those provider calls for the early script, which asks
// them as soon as the token has answered; this only helps when they are exactly the page's calls.

const TOKEN = '/api/game/sports/token';

it("reads the token answer of the route's declared first read", () => {
  const route = manifest.routes.find((r) => r.path === '/sports');
  expect(route?.firstReads?.map((r) => r.path)).toEqual([TOKEN_PATH]);
  expect(route?.earlyPaint).toBe('early-paint.js');
});
let provider: MockOrigin;
const tokenAnswer = (apiServerAddress: unknown, token: unknown = 'sb-token') => ({
  code: 200,
  msg: 'success',
  data: { token, apiServerAddress, pcAddress: null },
});
const context = (answers: Record<string, unknown>, pathname = '/sports') => ({
  pathname,
  language: useAppStore.getState().language,
  market: getRuntimeConfig().market,
  apiBaseUrl: 'http://api.test',
  answers,
});

const match = {
  id: 41,
  sid: 1,
  ms: 5,
  mc: { s: 1800 },
  liveUrl: 'https://video.test/41.m3u8', // a live match is listed only with a video (SPEC §4)
  lg: { id: 7, na: 'Early League' },
  ts: [{ na: 'Early Home' }, { na: 'Early Away' }],
  mg: [],
};

beforeAll(async () => {
  await setUpSportsUi();
  provider = await mockOrigin();
});
afterAll(() => provider.close());
beforeEach(() => {
  signInForTest();
  useSportsConfigStore.getState().setConfig(null);
  provider.reset();
  useSettingsStore.getState().setOddsChange(2);
});

it("names the page's own first calls: the page takes their early answers and asks the provider none of them", async () => {
  const reads = follow(context({ [TOKEN]: tokenAnswer(provider.url) }));
  expect(reads.map((r) => new URL(r.url).pathname)).toEqual([
    '/v1/match/getList',
    '/v1/match/statistical',
    '/v1/bulletin/listTop',
    '/v1/match/getOnSaleLeagues',
  ]);
  const bodies: Record<string, unknown> = {
    '/v1/match/getList': { records: [match], total: 1 },
    '/v1/match/statistical': { sl: [] },
    '/v1/bulletin/listTop': [],
    '/v1/match/getOnSaleLeagues': [],
  };
  for (const read of reads)
    void keepEarlyAnswer(read, { code: 0, msg: '', data: bodies[new URL(read.url).pathname] });
  // the page starts with the token the early script's token read gave it
  useSportsConfigStore
    .getState()
    .setConfig({ token: 'sb-token', apiServerAddress: provider.url, guest: false });
  renderWithProviders(<MatchListPage />, '/sports');
  // the list the early answer holds (jsdom lays out no rows: the virtualised list itself is the sign)
  expect(await screen.findByTestId('match-list')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByTestId('bulletin-pending')).toBeNull());
  const asked = provider.calls.filter(
    (c) => !(c.path === '/v1/match/getList' && 'matchIds' in (c.body as object)),
  );
  expect(asked.map((c) => c.path)).toEqual([]);
});

it('asks with the sportsbook token the page kept from an earlier visit, as its client does, before the token read has answered', () => {
  useSportsConfigStore
    .getState()
    .setConfig({ token: 'kept', apiServerAddress: provider.url, guest: false });
  const reads = follow(context({}));
  expect(reads).toHaveLength(4);
  expect(reads.every((r) => r.headers.Authorization === 'kept')).toBe(true);
  // a guest's kept token is not a member's
  useSportsConfigStore
    .getState()
    .setConfig({ token: 'kept', apiServerAddress: provider.url, guest: true });
  expect(follow(context({}))).toEqual([]);
  expect(follow(context({ [TOKEN]: tokenAnswer(provider.url) }))[0]!.headers.Authorization).toBe(
    'sb-token',
  );
});

it.each([
  [
    'another section of the sportsbook',
    { [TOKEN]: tokenAnswer('https://sb.test') },
    '/sports/mybets',
  ],
  ['no token answer', {}, '/sports'],
  ['a refused token', { [TOKEN]: { code: 401, msg: 'no' } }, '/sports'],
  [
    'a provider that is not an http address',
    { [TOKEN]: tokenAnswer('javascript:alert(1)') },
    '/sports',
  ],
  ['a token that is not text', { [TOKEN]: tokenAnswer('https://sb.test', 7) }, '/sports'],
])('asks nothing for %s', (_, answers, pathname) => {
  expect(follow(context(answers, pathname))).toEqual([] satisfies FollowRead[]);
});

it('paints the page from the answers of the calls it named, once its drawing has loaded', async () => {
  const input = context({ [TOKEN]: tokenAnswer('https://sb.test') });
  await ready(input);
  const [list, statistics, bulletins] = follow(input);
  const slot = document.createElement('div');
  const answers = {
    ...input.answers,
    [list!.url]: { code: 0, msg: '', data: { records: [match], total: 1 } },
    [statistics!.url]: { code: 0, msg: '', data: { sl: [] } },
    [bulletins!.url]: { code: 0, msg: '', data: [] },
  };
  expect(paint({ ...input, answers, slot })).toBe(true);
  expect(slot.querySelector('[elementtiming="match-row"]')).toHaveTextContent('Early Home');
  // without the list's answer there is nothing to paint
  const empty = document.createElement('div');
  expect(paint({ ...input, answers: { ...answers, [list!.url]: undefined }, slot: empty })).toBe(
    false,
  );
  expect(empty.childElementCount).toBe(0);
  expect(paint({ ...input, pathname: '/sports/results', answers, slot: empty })).toBe(false);
});

it('loaded after the app has taken the page over (ahead of a tap), names its calls without fetching its drawing', async () => {
  const app = document.createElement('div');
  app.id = 'app';
  app.setAttribute('data-early-closed', '');
  document.body.appendChild(app);
  const drawingLoaded = jest.fn();
  try {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('./early-paint-sports', () => {
        drawingLoaded();
        return { paintSportsPage: () => true };
      });
      const late = await import('./early-paint');
      await late.ready(context({}));
      expect(late.follow(context({ [TOKEN]: tokenAnswer('https://sb.test') }))).toHaveLength(4);
      const slot = document.createElement('div');
      expect(late.paint({ ...context({}), slot })).toBe(false);
    });
    expect(drawingLoaded).not.toHaveBeenCalled();
    // the same module while the early script still owns the page fetches it
    app.removeAttribute('data-early-closed');
    await jest.isolateModulesAsync(async () => {
      jest.doMock('./early-paint-sports', () => {
        drawingLoaded();
        return { paintSportsPage: () => true };
      });
      await (await import('./early-paint')).ready(context({}));
    });
    expect(drawingLoaded).toHaveBeenCalledTimes(1);
  } finally {
    app.remove();
  }
});

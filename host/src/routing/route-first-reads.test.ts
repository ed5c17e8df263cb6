import {
  callUrl,
  commonHeaders,
  parseRuntimeConfig,
  setRuntimeConfig,
  takeEarlyAnswer,
} from '@app/shared/client';
import type { EarlyReadContext, FollowRead } from '@app/shared/federation';
import { INITIAL_SESSION, useAppStore, useSessionStore } from '@app/shared/store';
import { useCatalog, type RemoteState } from '../platform/catalog-store';
import { app, remote, route } from './remote-state.fixtures';
import { NAVIGATION_READ_MAX_AGE_MS, startRouteReads } from './route-first-reads';

// Issue 16: a tap on a remote's page starts the page's declared first reads at once, before the page
// has rendered; the page's client takes each answer for the identical call.
const BASE = 'https://api.test';
const TOKEN = { method: 'POST' as const, path: '/api/game/sports/token', body: {} };
const ROOM = { method: 'GET' as const, path: '/api/live/stream/getInfo/{id}' };
const state = (id: string, routes: ReturnType<typeof route>[]): RemoteState => ({
  remote: remote(id, [routes[0]!.path]),
  status: 'ready',
  app: app(id, routes),
});

const fetched: string[] = [];
beforeEach(() => {
  fetched.length = 0;
  global.fetch = jest.fn(async (url: RequestInfo | URL) => {
    fetched.push(String(url));
    return {
      status: 200,
      headers: { get: () => null },
      json: async () => ({ code: 200, data: { token: 't' } }),
    } as unknown as Response;
  }) as typeof fetch;
  delete (window as { __earlyRequests?: unknown }).__earlyRequests;
  setRuntimeConfig(parseRuntimeConfig({ apiBaseUrl: BASE, registryUrl: `${BASE}/registry` }));
  useSessionStore.setState({ ...INITIAL_SESSION, token: 'member-token', username: 'member01' });
  useCatalog.setState({
    remotes: {
      sports: state('sports', [
        route('sports', '/sports', { requiresAuth: true, firstReads: [TOKEN] }),
      ]),
      live: state('live', [
        route('anchorPlay', '/anchorPlay', { requiresAuth: true, firstReads: [ROOM] }),
      ]),
      activities: state('activities', [route('activity', '/activity')]),
    },
  });
});

const at = (pathname: string, search = '') => ({ pathname, search });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test("a member's tap on Sports starts its token read with the client's body and headers", async () => {
  expect(startRouteReads(at('/sports'), at('/'))).toEqual([TOKEN]);
  expect(fetched).toEqual([`${BASE}/api/game/sports/token`]);
  const init = jest.mocked(global.fetch).mock.calls[0]![1]!;
  expect((init.headers as Record<string, string>).Authorization).toBe('Bearer member-token');
  // the client's identical call takes it
  const call = {
    method: 'POST' as const,
    url: callUrl(BASE, TOKEN.path),
    body: {},
    headers: commonHeaders({}, TOKEN.path),
  };
  await expect(takeEarlyAnswer(call)).resolves.toMatchObject({ body: { data: { token: 't' } } });
  expect(NAVIGATION_READ_MAX_AGE_MS).toBeGreaterThan(0);
});

test('placeholders are filled from the query; a read without its value is left to the page', () => {
  expect(startRouteReads(at('/anchorPlay', '?id=42'), at('/anchorPlay'))).toEqual([
    { method: 'GET', path: '/api/live/stream/getInfo/42' },
  ]);
  expect(fetched).toEqual([`${BASE}/api/live/stream/getInfo/42`]);
  expect(startRouteReads(at('/anchorPlay'), at('/'))).toEqual([]);
});

test('a guest, a route without reads, a host page and a move within the same reads start nothing', () => {
  expect(startRouteReads(at('/activity'), at('/'))).toEqual([]);
  expect(startRouteReads(at('/'), at('/sports'))).toEqual([]);
  expect(startRouteReads(at('/sports/sportsdetail/9'), at('/sports'))).toEqual([]);
  useSessionStore.setState({ ...INITIAL_SESSION });
  expect(startRouteReads(at('/sports'), at('/'))).toEqual([]);
  expect(fetched).toEqual([]);
});

describe("the route's early painter names the reads its first answers lead to", () => {
  const PROVIDER_LIST: FollowRead = {
    method: 'POST',
    url: 'https://provider.test/match/list',
    body: { current: 1 },
    headers: { 'content-type': 'application/json' },
  };
  const withPainter = () =>
    useCatalog.setState((s) => ({
      remotes: {
        ...s.remotes,
        sports: state('sports', [
          route('sports', '/sports', {
            requiresAuth: true,
            firstReads: [TOKEN],
            earlyPaint: 'early-paint.js',
          }),
        ]),
      },
    }));
  const contexts: EarlyReadContext[] = [];
  // the sports painter's rule: the provider's list needs the token the first read returns
  const painter = {
    follow: (context: EarlyReadContext) => {
      contexts.push(context);
      return context.answers[TOKEN.path] ? [PROVIDER_LIST] : [];
    },
  };
  beforeEach(() => {
    contexts.length = 0;
    withPainter();
    useAppStore.setState({ language: 'vi' });
  });

  test('a tap on Sports asks the provider list once the token has answered', async () => {
    const load = jest.fn(async () => painter);
    startRouteReads(at('/sports'), at('/'), load);
    expect(load).toHaveBeenCalledWith('http://x/sports/early-paint.js');
    await settle();
    await settle();
    expect(fetched).toEqual([`${BASE}/api/game/sports/token`, PROVIDER_LIST.url]);
    expect(contexts.at(-1)).toMatchObject({
      pathname: '/sports',
      language: 'vi',
      market: 'vietnam',
      apiBaseUrl: BASE,
      answers: { [TOKEN.path]: { data: { token: 't' } } },
    });
    // the page's client takes the provider's answer for the identical call
    await expect(takeEarlyAnswer(PROVIDER_LIST)).resolves.toMatchObject({ status: 200 });
  });

  test('a painter that does not load or throws leaves the page to ask for itself', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    startRouteReads(at('/sports'), at('/'), () => Promise.reject(new Error('offline')));
    startRouteReads(at('/sports'), null, async () => ({
      follow: () => {
        throw new Error('broken');
      },
    }));
    await settle();
    await settle();
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(fetched.filter((url) => url === PROVIDER_LIST.url)).toEqual([]);
  });

  test('a move that keeps the same reads loads no painter', () => {
    const load = jest.fn(async () => painter);
    startRouteReads(at('/sports/mybets'), at('/sports'), load);
    expect(load).not.toHaveBeenCalled();
  });
});

import { useAppStore } from '../../store/app-store';
import { INITIAL_SESSION, useSessionStore } from '../../store/session-store';
import { useSportsConfigStore } from '../../store/sports-config-store';
import { useSettingsStore } from '../../store/settings-store';
import { setExpiredLoginHandler } from '../core/session-expiry';
import { ApiError } from '../core/api-error';
import { REQUEST_TIMEOUT_MS } from '../core/client';
import { keepEarlyAnswer, startEarlyCall } from '../core/early-requests';
import { providerBodyExtras, providerCall } from './provider-call';
import {
  callSportsbook,
  fetchSportsServiceConfig,
  refreshSportsToken,
  sportsbookBodyExtras,
} from './sportsbook-client';
import {
  answerEvery,
  deferred,
  fakeTimersForTimeouts,
  httpStatus,
  noAnswer,
  rejection,
  rejectionAfter,
  useTestConfig,
  type SeenRequest,
} from '../__fixtures__/call-helpers';

const SB = 'https://sb.test';
/** The operator backend (the sports-service token) and the provider answer apart. */
const onOperator = (respond: (call: SeenRequest) => unknown) =>
  answerEvery(respond, 'https://api.test');
const onProvider = (respond: (call: SeenRequest) => unknown) => answerEvery(respond, SB);
let issued = 0;
let tokenCalls: SeenRequest[];

/** The operator backend hands out a new sports token on each call: new-1, new-2… */
function stubTokenService(gate?: Promise<void>) {
  tokenCalls = onOperator(async () => {
    await gate;
    issued += 1;
    return { code: 200, data: { token: `new-${issued}`, apiServerAddress: SB, pcAddress: null } };
  });
}

const body = (call: SeenRequest) => call.body;

beforeEach(() => {
  issued = 0;
  useTestConfig();
  useAppStore.setState({ language: 'en' });
  useSessionStore.setState({ ...INITIAL_SESSION, token: 'user-tok', username: 'u' });
  useSportsConfigStore.setState({ config: { token: 'old', apiServerAddress: SB, guest: false } });
  stubTokenService();
});

describe('SPEC §7 sportsbook body extras', () => {
  it.each([
    ['vietnam', undefined, 'vi', 1000, 'VIE'],
    ['china', undefined, 'zh-cn', 1, 'CMN'],
    ['vietnam', 'USD', 'en', 2, 'ENG'],
    ['china', 'usdt', 'en', 200, 'ENG'],
  ] as const)('market %s, regCurrency %s, language %s', (market, regCurrency, language, id, lt) => {
    useTestConfig({ market });
    useAppStore.setState({ language });
    useSessionStore.setState({ userInfo: regCurrency ? { userName: 'u', regCurrency } : null });
    expect(sportsbookBodyExtras()).toEqual({ oddsChange: 1, currencyId: id, languageType: lt });
  });

  it('every POST body gets the extras; the token goes raw in Authorization; data is returned', async () => {
    const calls = onProvider(() => ({ code: 0, data: { n: 1 } }));
    await expect(callSportsbook('/v1/match/getList', { sportId: 3 })).resolves.toEqual({ n: 1 });
    expect(calls[0]!.url).toBe(`${SB}/v1/match/getList`);
    expect(calls[0]!.headers.Authorization).toBe('old');
    expect(body(calls[0]!)).toEqual({
      sportId: 3,
      oddsChange: 1,
      currencyId: 1000,
      languageType: 'ENG',
    });
  });

  it.each([
    [{ code: 0 }, {}],
    [{ code: 0, data: null }, {}],
    [{ success: true, data: [1] }, [1]],
  ])('response %j gives %j', async (res, out) => {
    onProvider(() => res);
    await expect(callSportsbook('/v1/bulletin/listTop')).resolves.toEqual(out);
  });

  it('code 8 returns the whole response; other codes and bad bodies reject with ApiError', async () => {
    onProvider(() => ({ code: 8, msg: '[1-2]' }));
    await expect(callSportsbook('/v1/match/statistical')).resolves.toEqual({
      code: 8,
      msg: '[1-2]',
    });
    onProvider(() => ({ code: 5, msg: 'Closed' }));
    await expect(callSportsbook('/x')).rejects.toMatchObject({
      kind: 'business',
      code: 5,
      message: 'Closed',
    });
    onProvider(() => ({ code: 5 }));
    await expect(callSportsbook('/x')).rejects.toThrow(/unavailable/);
    for (const bad of ['<html>', null, [], { nope: 1 }]) {
      onProvider(() => bad);
      await expect(callSportsbook('/x')).rejects.toMatchObject({ kind: 'malformed' });
    }
  });

  it('a provider call with no answer rejects with the timeout error at 15 s', async () => {
    fakeTimersForTimeouts();
    onProvider(noAnswer);
    const err = await rejectionAfter(REQUEST_TIMEOUT_MS, callSportsbook('/x'));
    expect(err).toMatchObject({ kind: 'timeout' });
    jest.useRealTimers();
  });
});

describe('SPEC §7 sports-service token: logged-in and guest variants', () => {
  it.each([
    ['logged in', 'user-tok', '/api/game/sports/token', false],
    ['guest', null, '/api/game/sports/token/guest', true],
  ])('%s fetches from %s and stores the config', async (_, token, url, guest) => {
    useSessionStore.setState({ token });
    const config = await fetchSportsServiceConfig();
    expect(tokenCalls[0]!.path).toBe(url);
    expect(config).toMatchObject({ token: 'new-1', apiServerAddress: SB, guest });
    expect(config.pcAddress).toBeUndefined();
    expect(useSportsConfigStore.getState().config).toEqual(config);
  });

  it('a stored config of the other variant is replaced before calling', async () => {
    useSessionStore.setState({ token: null }); // guest now, stored config is the logged-in variant
    const calls = onProvider(() => ({ code: 0, data: {} }));
    await callSportsbook('/v1/match/getList');
    expect(tokenCalls[0]!.path).toBe('/api/game/sports/token/guest');
    expect(calls[0]!.headers.Authorization).toBe('new-1');
  });

  it('no stored config: it is fetched first', async () => {
    useSportsConfigStore.setState({ config: null });
    const calls = onProvider(() => ({ code: 0, data: {} }));
    await callSportsbook('/v1/match/getList');
    expect(calls[0]!.headers.Authorization).toBe('new-1');
  });

  it('a malformed token response rejects with ApiError malformed', async () => {
    onOperator(() => ({ code: 200, data: { token: 1 } }));
    await expect(fetchSportsServiceConfig()).rejects.toMatchObject({ kind: 'malformed' });
  });
});

describe('SPEC §8 code 14010: single-flight token refresh (R9)', () => {
  const expiredUnlessNew = (cfg: SeenRequest) =>
    String(cfg.headers.Authorization).startsWith('new-')
      ? { code: 0, data: { token: cfg.headers.Authorization } }
      : { code: 14010, msg: 'token expired' };

  it('10 concurrent calls that all get 14010 refresh once, then each is retried once with the new token', async () => {
    const release = deferred();
    stubTokenService(release.promise);
    const calls = onProvider(expiredUnlessNew);
    const all = Array.from({ length: 10 }, (_, i) =>
      callSportsbook<{ token: string }>(`/v1/m/${i}`),
    );
    await new Promise((r) => setTimeout(r, 10));
    release.resolve();
    const results = await Promise.all(all);
    expect(tokenCalls).toHaveLength(1);
    expect(results).toEqual(Array.from({ length: 10 }, () => ({ token: 'new-1' })));
    for (let i = 0; i < 10; i += 1) {
      const sent = calls.filter((c) => c.path === `/v1/m/${i}`);
      expect(sent.map((c) => c.headers.Authorization)).toEqual(['old', 'new-1']);
    }
  });

  it('20 calls whose 14010 answers arrive spread out still refresh once', async () => {
    let n = 0;
    onProvider(async (cfg) => {
      n += 1;
      await new Promise((r) => setTimeout(r, n % 5));
      return expiredUnlessNew(cfg);
    });
    const results = await Promise.all(Array.from({ length: 20 }, () => callSportsbook('/v1/x')));
    expect(tokenCalls).toHaveLength(1);
    expect(results.every((r) => (r as { token: string }).token === 'new-1')).toBe(true);
  });

  it('a 14010 for a request sent with the old token after the refresh does not refresh again', async () => {
    const held = deferred();
    let first = true;
    onProvider(async (cfg) => {
      if (first) {
        first = false;
        await held.promise; // this old-token request answers late
      }
      return expiredUnlessNew(cfg);
    });
    const late = callSportsbook('/v1/late');
    await new Promise((r) => setTimeout(r, 0));
    await expect(callSportsbook('/v1/early')).resolves.toEqual({ token: 'new-1' });
    held.resolve();
    await expect(late).resolves.toEqual({ token: 'new-1' });
    expect(tokenCalls).toHaveLength(1);
  });

  it('a second 14010 with the new token rejects instead of looping', async () => {
    onProvider(() => ({ code: 14010, msg: 'still expired' }));
    const err = await rejection(callSportsbook('/v1/x'));
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'business', code: 14010 });
    expect(tokenCalls).toHaveLength(1);
  });

  it('refreshSportsToken shares one flight and allows a later one', async () => {
    const [a, b] = await Promise.all([refreshSportsToken(), refreshSportsToken()]);
    expect(a).toBe(b);
    await refreshSportsToken();
    expect(tokenCalls).toHaveLength(2);
  });
});

describe('R10: a refused refresh settles every waiter and logs out once', () => {
  beforeEach(() => {
    // a new session clears the one-time expiry flag of an earlier test
    useSessionStore.setState({ token: null });
    useSessionStore.setState({ token: 'user-tok' });
  });
  afterEach(() => setExpiredLoginHandler(() => useSessionStore.getState().signOut()));

  it.each([401, 403])(
    'HTTP %i on the token call: 20 calls reject, expiry runs once',
    async (status) => {
      const handler = jest.fn();
      setExpiredLoginHandler(handler);
      tokenCalls = onOperator(() => httpStatus(status));
      onProvider(() => ({ code: 14010, msg: 'token expired' }));
      const settled = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) => callSportsbook(`/v1/m/${i}`)),
      );
      expect(settled.every((r) => r.status === 'rejected')).toBe(true);
      expect(tokenCalls).toHaveLength(1);
      await new Promise((r) => setTimeout(r, 0));
      expect(handler).toHaveBeenCalledTimes(1);
    },
  );

  it('a refresh that fails for another reason (HTTP 500) does not log out', async () => {
    const handler = jest.fn();
    setExpiredLoginHandler(handler);
    onOperator(() => httpStatus(500));
    onProvider(() => ({ code: 14010, msg: 'token expired' }));
    await expect(callSportsbook('/v1/x')).rejects.toMatchObject({ kind: 'http', status: 500 });
    await new Promise((r) => setTimeout(r, 0));
    expect(handler).not.toHaveBeenCalled();
  });

  it('a guest whose guest-token call is refused is not logged out', async () => {
    const handler = jest.fn();
    setExpiredLoginHandler(handler);
    useSessionStore.setState({ ...INITIAL_SESSION });
    useSportsConfigStore.setState({ config: { token: 'old', apiServerAddress: SB, guest: true } });
    onOperator(() => httpStatus(401));
    onProvider(() => ({ code: 14010, msg: 'token expired' }));
    await expect(callSportsbook('/v1/x')).rejects.toMatchObject({ status: 401 });
    await new Promise((r) => setTimeout(r, 0));
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('SPEC §3 settings reach the sportsbook body', () => {
  afterEach(() => useSettingsStore.getState().reset());

  it('oddsChange comes from the settings store (default 1)', () => {
    expect(sportsbookBodyExtras().oddsChange).toBe(1);
    useSettingsStore.getState().setOddsChange(2);
    expect(sportsbookBodyExtras().oddsChange).toBe(2);
  });
});

describe("issue 16: a provider call the sports page's early painter already asked", () => {
  const extras = () =>
    providerBodyExtras({ oddsChange: 1, regCurrency: null, market: 'vietnam', language: 'en' });

  it('is answered from the early answer of the identical call, once; the next one goes out', async () => {
    const calls = onProvider(() => ({ code: 0, data: { n: 'network' } }));
    const early = providerCall(
      { token: 'old', apiServerAddress: SB },
      '/v1/match/getList',
      { sportId: 3 },
      extras(),
    );
    void keepEarlyAnswer(early, { code: 0, data: { n: 'early' } });
    await expect(callSportsbook('/v1/match/getList', { sportId: 3 })).resolves.toEqual({
      n: 'early',
    });
    expect(calls).toHaveLength(0);
    await expect(callSportsbook('/v1/match/getList', { sportId: 3 })).resolves.toEqual({
      n: 'network',
    });
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['another token', { token: 'other', apiServerAddress: SB }, { sportId: 3 }, 'en'],
    ['another body', { token: 'old', apiServerAddress: SB }, { sportId: 4 }, 'en'],
    ['another language', { token: 'old', apiServerAddress: SB }, { sportId: 3 }, 'vi'],
    [
      'another provider',
      { token: 'old', apiServerAddress: 'https://other.test' },
      { sportId: 3 },
      'en',
    ],
  ] as const)(
    'is asked again when the early call differs: %s',
    async (_, address, callBody, language) => {
      const calls = onProvider(() => ({ code: 0, data: { n: 'network' } }));
      const early = providerCall(
        address,
        '/v1/match/getList',
        callBody,
        providerBodyExtras({ oddsChange: 1, regCurrency: null, market: 'vietnam', language }),
      );
      void keepEarlyAnswer(early, { code: 0, data: { n: 'early' } });
      await expect(callSportsbook('/v1/match/getList', { sportId: 3 })).resolves.toEqual({
        n: 'network',
      });
      expect(calls).toHaveLength(1);
    },
  );

  it('an early answer that failed, or an expired token (14010), is asked again: the token is refreshed as without it', async () => {
    const calls = onProvider(() => ({ code: 0, data: { n: 'network' } }));
    const wire = global.fetch;
    // the early script's own fetch fails; the client's axios (a Request) goes on to the server
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (input instanceof Request) return wire(input, init);
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    void startEarlyCall(
      providerCall({ token: 'old', apiServerAddress: SB }, '/x', {}, extras()),
      1000,
    );
    await expect(callSportsbook('/x')).resolves.toEqual({ n: 'network' });
    expect(calls).toHaveLength(1);

    void keepEarlyAnswer(providerCall({ token: 'old', apiServerAddress: SB }, '/y', {}, extras()), {
      code: 14010,
    });
    await expect(callSportsbook('/y')).resolves.toEqual({ n: 'network' });
    expect(tokenCalls).toHaveLength(1);
    expect(calls[1]!.headers.Authorization).toBe('new-1');
    global.fetch = wire;
  });
});

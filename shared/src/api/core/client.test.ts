import { inspect } from 'node:util';
import { useAppStore } from '../../store/app-store';
import { INITIAL_SESSION, useSessionStore } from '../../store/session-store';
import { ApiError, toTransportError } from './api-error';
import { callApi, commonHeaders, DEVICE_GET_PATH, http, REQUEST_TIMEOUT_MS } from './client';
import { setNotifier } from './notifier';
import {
  httpFailure,
  rejection,
  networkFailure,
  stubHttp,
  timeoutFailure,
  useTestConfig,
} from '../__fixtures__/http-stub';

const ok = { code: 200, msg: '', data: null };

beforeEach(() => {
  useTestConfig();
  useSessionStore.setState({ ...INITIAL_SESSION, deviceId: 'PC-WIN-1-abcdef-12345678' });
  useAppStore.setState({ language: 'en' });
});

async function sentHeaders(cfg: Parameters<typeof callApi>[0] = { url: '/api/x' }) {
  const calls = stubHttp(http, () => ok);
  await callApi(cfg);
  return calls[0]!.headers;
}

describe('SPEC §7 common headers', () => {
  it('a guest sends no Username and no Authorization, and the fixed headers', async () => {
    const h = await sentHeaders();
    expect(h.Username).toBeUndefined();
    expect(h.Authorization).toBeUndefined();
    expect(h).toMatchObject({
      Language: 'en',
      'Accept-Language': 'en-US',
      client: '1',
      deviceNo: 'PC-WIN-1-abcdef-12345678',
      appVersion: '1.0.0',
      platform: 'vietnam',
    });
    expect(typeof h.clientModel).toBe('string');
  });

  it('a logged-in user sends Username and a Bearer token', async () => {
    useSessionStore.getState().signIn({ token: 'tok-1', username: 'alice' });
    const h = await sentHeaders();
    expect(h.Username).toBe('alice');
    expect(h.Authorization).toBe('Bearer tok-1');
  });

  it('a username without a token is not sent (logged out)', () => {
    useSessionStore.setState({ username: 'ghost', token: null });
    expect(commonHeaders().Username).toBeUndefined();
  });

  it.each([
    ['zh-cn', 'zh-CN'],
    ['vi', 'vi-VI'],
    ['en', 'en-US'],
  ] as const)('language %s sends Language %s and Accept-Language %s', (language, accept) => {
    useAppStore.setState({ language });
    expect(commonHeaders()).toMatchObject({ Language: language, 'Accept-Language': accept });
  });

  it('platform=vietnam only on the vietnam market', () => {
    expect(commonHeaders().platform).toBe('vietnam');
    useTestConfig({ market: 'china' });
    expect(commonHeaders().platform).toBeUndefined();
  });

  it('no deviceNo before a device id exists; appVersion from config', () => {
    useSessionStore.setState({ deviceId: null });
    useTestConfig({ appVersion: '2.3.4' });
    const h = commonHeaders();
    expect(h.deviceNo).toBeUndefined();
    expect(h.appVersion).toBe('2.3.4');
  });
});

describe('SPEC §6 token in the body overrides the header', () => {
  beforeEach(() => useSessionStore.getState().signIn({ token: 'store-tok', username: 'u' }));

  it.each([
    ['/api/any', { token: 'body-tok' }, 'Bearer body-tok'],
    [DEVICE_GET_PATH, { token: 'body-tok' }, 'Bearer store-tok'],
    ['/api/any', { token: 42 }, 'Bearer store-tok'],
    ['/api/any', { other: 1 }, 'Bearer store-tok'],
  ])('%s with body %j sends %s', async (url, data, auth) => {
    const h = await sentHeaders({ method: 'POST', url, data });
    expect(h.Authorization).toBe(auth);
  });

  it('a body token is used even for a guest', () => {
    useSessionStore.setState({ token: null });
    expect(commonHeaders({ token: 'b' }, '/api/y').Authorization).toBe('Bearer b');
  });
});

describe('SPEC §9 request timeout and base URL', () => {
  it('every request has the 15000 ms timeout and the configured base URL', async () => {
    const calls = stubHttp(http, () => ok);
    await callApi({ url: '/api/x' });
    expect(REQUEST_TIMEOUT_MS).toBe(15000);
    expect(calls[0]!.timeout).toBe(15000);
    expect(calls[0]!.baseURL).toBe('https://api.test');
  });

  it('a per-call timeout (game jump 10 s) and base URL are kept', async () => {
    const calls = stubHttp(http, () => ok);
    await callApi({
      url: '/api/game/bet/single-wallet/jump',
      timeout: 10000,
      baseURL: 'https://o',
    });
    expect(calls[0]!.timeout).toBe(10000);
    expect(calls[0]!.baseURL).toBe('https://o');
  });
});

describe('SPEC §8 transport failures reject with an ApiError', () => {
  it.each([
    ['HTTP 500', (c: never) => httpFailure(c, 500, '<html>boom</html>'), 'http', /HTTP 500/],
    ['HTTP 404', (c: never) => httpFailure(c, 404), 'http', /HTTP 404/],
    ['timeout (ECONNABORTED)', (c: never) => timeoutFailure(c), 'timeout', /timed out/],
    ['network error', (c: never) => networkFailure(c), 'network', /could not be reached/],
  ])('%s', async (_, fail, kind, message) => {
    stubHttp(http, (cfg) => {
      throw fail(cfg as never);
    });
    const err = await rejection(callApi({ url: '/api/x' }));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.kind).toBe(kind);
    expect(err.message).toMatch(message);
  });

  it('ETIMEDOUT is a timeout, an ApiError passes through, anything else is network', () => {
    expect(toTransportError({ code: 'ETIMEDOUT' }).kind).toBe('timeout');
    const e = new ApiError('business', 'x');
    expect(toTransportError(e)).toBe(e);
    expect(toTransportError(null).kind).toBe('network');
    expect(toTransportError(httpFailure({} as never, 502)).status).toBe(502);
  });
});

describe('S14: no token in errors or logs', () => {
  const SENTINEL = 'SENTINEL-TOKEN-7f3a9c';
  const failures = [
    (c: never) => httpFailure(c, 500, { token: SENTINEL }),
    (c: never) => timeoutFailure(c),
    (c: never) => networkFailure(c),
    () => ({ code: 500, msg: 'denied' }),
    () => ({ code: 401001, msg: '' }),
    () => '<html>',
  ];

  it.each(failures.map((f, i) => [i, f] as const))('failure #%s leaks nothing', async (_, fail) => {
    useSessionStore.getState().signIn({ token: SENTINEL, username: 'alice' });
    setNotifier({ toast: jest.fn(), alert: jest.fn(async () => undefined), confirm: jest.fn() });
    const logged: unknown[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) =>
      jest.spyOn(console, m).mockImplementation((...args) => void logged.push(...args)),
    );
    const calls = stubHttp(http, (cfg) => {
      const r = fail(cfg as never);
      if (r instanceof Error) throw r;
      return r;
    });
    const err = await rejection(callApi({ url: '/api/x', data: { token: SENTINEL } }));
    await Promise.resolve();
    spies.forEach((s) => s.mockRestore());
    expect(calls[0]!.headers.Authorization).toBe(`Bearer ${SENTINEL}`); // it was really sent
    expect(err).toBeInstanceOf(ApiError);
    const text = [
      err.message,
      String(err),
      err.stack,
      JSON.stringify(err),
      inspect(err, { depth: 5 }),
    ];
    for (const t of text) expect(t).not.toContain(SENTINEL);
    expect(inspect(logged, { depth: 8 })).not.toContain(SENTINEL);
  });
});

import { inspect } from 'node:util';
import { useAppStore } from '../../store/app-store';
import { INITIAL_SESSION, useSessionStore } from '../../store/session-store';
import { ApiError, toTransportError } from './api-error';
import { HttpError } from './http-client';
import { callApi, commonHeaders, DEVICE_GET_PATH, REQUEST_TIMEOUT_MS } from './client';
import { setNotifier } from './notifier';
import {
  answerEvery,
  httpStatus,
  networkError,
  noAnswer,
  rejection,
  useTestConfig,
} from '../__fixtures__/call-helpers';

const ok = { code: 200, msg: '', data: null };

beforeEach(() => {
  useTestConfig();
  useSessionStore.setState({ ...INITIAL_SESSION, deviceId: 'PC-WIN-1-abcdef-12345678' });
  useAppStore.setState({ language: 'en' });
});

async function sentHeaders(cfg: Parameters<typeof callApi>[0] = { url: '/api/x' }) {
  const calls = answerEvery(() => ok);
  await callApi(cfg);
  return calls[0]!.headers; // as on the wire: lower-case names
}

describe('SPEC §7 common headers', () => {
  it('a guest sends no Username and no Authorization, and the fixed headers', async () => {
    const h = await sentHeaders();
    expect(h.username).toBeUndefined();
    expect(h.authorization).toBeUndefined();
    expect(h).toMatchObject({
      language: 'en',
      'accept-language': 'en-US',
      client: '1',
      deviceno: 'PC-WIN-1-abcdef-12345678',
      appversion: '1.0.0',
      platform: 'vietnam',
    });
    expect(h.clientmodel).toEqual(expect.any(String));
  });

  it('a body is sent as JSON', async () => {
    expect(await sentHeaders({ method: 'POST', url: '/api/x', data: { a: 1 } })).toMatchObject({
      'content-type': expect.stringContaining('application/json'),
    });
  });

  it('a logged-in user sends Username and a Bearer token', async () => {
    useSessionStore.getState().signIn({ token: 'tok-1', username: 'alice' });
    const h = await sentHeaders();
    expect(h.username).toBe('alice');
    expect(h.authorization).toBe('Bearer tok-1');
    expect(h).toMatchObject({ language: 'en', client: '1', appversion: '1.0.0' });
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
    expect(h.authorization).toBe(auth);
  });

  it('a body token is used even for a guest', () => {
    useSessionStore.setState({ token: null });
    expect(commonHeaders({ token: 'b' }, '/api/y').Authorization).toBe('Bearer b');
  });
});

describe('SPEC §9 request timeout and base URL', () => {
  afterEach(() => jest.useRealTimers());

  it('goes to the configured base URL, or to the one the call names', async () => {
    const calls = answerEvery(() => ok);
    await callApi({ url: '/api/x' });
    await callApi({ url: '/api/y', baseURL: 'https://other.test' });
    expect(calls.map((c) => c.url)).toEqual(['https://api.test/api/x', 'https://other.test/api/y']);
  });

  // only timers are faked: MSW and the Fetch API keep their microtasks
  const fakeTimers = () => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });

  it('a call with no answer rejects with the timeout error at 15 s, not before', async () => {
    fakeTimers();
    answerEvery(noAnswer);
    let settled = false;
    const call = rejection(callApi({ url: '/api/x' })).finally(() => (settled = true));
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    const err = await call;
    expect(err).toMatchObject({ kind: 'timeout', message: expect.stringMatching(/timed out/) });
  });

  it('a per-call timeout (the 10 s game jump) wins over the default', async () => {
    fakeTimers();
    answerEvery(noAnswer);
    const call = rejection(callApi({ method: 'POST', url: '/api/game/x', timeout: 10000 }));
    await jest.advanceTimersByTimeAsync(10000);
    expect(await call).toMatchObject({ kind: 'timeout' });
  });
});

describe('SPEC §8 transport failures reject with an ApiError', () => {
  it.each([
    ['HTTP 500', () => httpStatus(500, '<html>boom</html>'), 'http', /HTTP 500/],
    ['HTTP 404', () => httpStatus(404), 'http', /HTTP 404/],
    ['network error', networkError, 'network', /could not be reached/],
  ])('%s', async (_, fail, kind, message) => {
    answerEvery(fail);
    const err = await rejection(callApi({ url: '/api/x' }));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.kind).toBe(kind);
    expect(err.message).toMatch(message);
  });

  it('ETIMEDOUT is a timeout, an ApiError passes through, anything else is network', () => {
    expect(toTransportError({ code: 'ETIMEDOUT' }).kind).toBe('timeout');
    expect(toTransportError(new HttpError('timeout', 'ECONNABORTED')).kind).toBe('timeout');
    const e = new ApiError('business', 'x');
    expect(toTransportError(e)).toBe(e);
    expect(toTransportError(null).kind).toBe('network');
    expect(toTransportError({ response: { status: 502 } }).status).toBe(502);
  });
});

describe('S14: no token in errors or logs', () => {
  const SENTINEL = 'SENTINEL-TOKEN-7f3a9c';
  const failures = [
    () => httpStatus(500, { token: SENTINEL }),
    networkError,
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
    const calls = answerEvery(fail);
    const err = await rejection(
      callApi({ method: 'POST', url: '/api/x', data: { token: SENTINEL } }),
    );
    await Promise.resolve();
    spies.forEach((s) => s.mockRestore());
    expect(calls[0]!.headers.authorization).toBe(`Bearer ${SENTINEL}`); // it was really sent
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

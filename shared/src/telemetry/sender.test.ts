import { createSender, SENDER_LIMITS, sendBatch } from './sender';
import type { RawReport, TelemetryEnv } from './types';

// Issue 48: the sending code batches, caps per page, drops when offline, prefers a beacon, falls
// back to a keepalive fetch, and can never break the page.
const env: TelemetryEnv = {
  endpoint: 'http://127.0.0.1:4000/api/platform/telemetry',
  market: 'vietnam',
  builds: () => ({ host: 'h1', sports: 's1' }),
  where: (path) =>
    path.startsWith('/sports') ? { app: 'sports', route: '/sports' } : { app: 'host', route: path },
  language: () => 'vi',
  userName: () => 'member01',
};

let beacon: jest.Mock;
let fetchMock: jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  beacon = jest.fn(() => true);
  fetchMock = jest.fn(() => Promise.resolve(new Response('')));
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  window.fetch = fetchMock;
});
afterEach(() => {
  jest.useRealTimers();
});

const report = (error: unknown, over: Partial<RawReport> = {}): RawReport => ({
  error,
  opts: {},
  path: '/sports',
  at: 1000,
  ...over,
});
const sent = () => beacon.mock.calls.map(([, body]) => JSON.parse(body as string));

test('a batch goes 5 s after its first event, with the page, release, market and device', () => {
  const sender = createSender(env);
  sender.addLoad('/sports');
  sender.addVital('LCP', 1234.5, '/sports');
  expect(beacon).not.toHaveBeenCalled();
  jest.advanceTimersByTime(SENDER_LIMITS.flushMs);
  expect(beacon).toHaveBeenCalledTimes(1);
  expect(beacon.mock.calls[0]![0]).toBe(env.endpoint);
  const [batch] = sent();
  expect(batch).toMatchObject({
    v: 1,
    page: expect.stringMatching(/^[a-z0-9]{24}$/),
    builds: { host: 'h1', sports: 's1' },
    market: 'vietnam',
    device: expect.stringMatching(/^(phone|tablet|desktop)$/),
    events: [
      { type: 'load', app: 'sports', route: '/sports', language: 'vi' },
      { type: 'vital', app: 'sports', route: '/sports', name: 'LCP', value: 1234.5 },
    ],
  });
});

test('ten events go at once, in one batch', () => {
  const sender = createSender(env);
  for (let i = 0; i < SENDER_LIMITS.batchEvents; i += 1) sender.addLoad('/');
  expect(beacon).toHaveBeenCalledTimes(1);
  expect(sent()[0].events).toHaveLength(SENDER_LIMITS.batchEvents);
});

test('the page going hidden sends what is waiting, and what comes after at once', () => {
  const sender = createSender(env);
  sender.addLoad('/');
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  window.dispatchEvent(new Event('visibilitychange'));
  expect(beacon).toHaveBeenCalledTimes(1);
  // web-vitals reports LCP, CLS and INP when the page is hidden: sent without waiting
  sender.addVital('CLS', 0.02, '/');
  expect(beacon).toHaveBeenCalledTimes(2);
});

test('an error event: scrubbed message and stack, fingerprint, request id, app and lifecycle', () => {
  const sender = createSender(env);
  const error = Object.assign(new Error('balance 5,000,000 for member01'), { requestId: 'r-1' });
  error.stack = 'Error: balance 5,000,000 for member01\n    at f (http://127.0.0.1:3001/a.js:1:2)';
  sender.addError(report(error, { opts: { kind: 'boundary', lifecycle: 'render' } }));
  sender.flush();
  const [event] = sent()[0].events;
  expect(event).toEqual({
    type: 'error',
    app: 'sports',
    route: '/sports',
    language: 'vi',
    at: 1000,
    kind: 'boundary',
    message: 'balance # for [user]',
    stack: 'Error: balance # for [user]\n    at f (http://127.0.0.1:3001/a.js:1:2)',
    fingerprint: expect.stringMatching(/^[a-z0-9]+$/),
    requestId: 'r-1',
    lifecycle: 'render',
  });
});

test.each([
  ['a string', 'plain words', 'plain words'],
  ['a TypeError', new TypeError('x is undefined'), 'TypeError: x is undefined'],
  ['an object without a message', { name: 'Odd' }, 'Odd: Odd without a message'],
  ['a number', 42, 'Non-error value thrown (number)'],
])('the message of %s', (_what, error, message) => {
  const sender = createSender(env);
  sender.addError(report(error));
  sender.flush();
  expect(sent()[0].events[0].message).toBe(message);
});

test('a chunk that failed is a load failure, a report naming its app keeps it', () => {
  const sender = createSender(env);
  const chunk = Object.assign(new Error('Loading chunk 7 failed'), { name: 'ChunkLoadError' });
  sender.addError(report(chunk, { opts: { kind: 'rejection', app: 'live' } }));
  sender.addError(report(new Error('y'), { opts: { kind: 'parse' } }));
  sender.flush();
  expect(sent()[0].events.map((e: { kind: string; app: string }) => [e.kind, e.app])).toEqual([
    ['load', 'live'],
    ['parse', 'sports'],
  ]);
});

test('caps: three of one group, twenty errors, eighty events a page', () => {
  const sender = createSender(env);
  for (let i = 0; i < 5; i += 1) sender.addError(report(new Error('same')));
  for (let i = 0; i < 30; i += 1) sender.addError(report(new Error(`other ${'ab'[i % 2]}${i}`)));
  sender.flush();
  const errors = sent().flatMap((b) => b.events);
  expect(errors.filter((e: { message: string }) => e.message === 'same')).toHaveLength(3);
  expect(errors).toHaveLength(SENDER_LIMITS.errorsPerPage);
  for (let i = 0; i < 100; i += 1) sender.addLoad('/');
  sender.flush();
  expect(sent().flatMap((b) => b.events)).toHaveLength(SENDER_LIMITS.eventsPerPage);
});

test('offline: nothing is sent, and the batch is not kept for later', () => {
  const sender = createSender(env);
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
  sender.addLoad('/');
  sender.flush();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
  sender.flush();
  expect(beacon).not.toHaveBeenCalled();
  expect(fetchMock).not.toHaveBeenCalled();
});

describe('sendBatch', () => {
  const expectFetch = () =>
    expect(fetchMock).toHaveBeenCalledWith(env.endpoint, {
      method: 'POST',
      body: '{}',
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });

  test('a beacon taken: no fetch', () => {
    sendBatch(window, env.endpoint, '{}');
    expect(beacon).toHaveBeenCalledWith(env.endpoint, '{}');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('a beacon refused: a keepalive text/plain fetch (no preflight)', () => {
    beacon.mockReturnValue(false);
    sendBatch(window, env.endpoint, '{}');
    expectFetch();
  });

  test('no beacon at all, or one that throws: the fetch', () => {
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
    sendBatch(window, env.endpoint, '{}');
    expectFetch();
    Object.defineProperty(navigator, 'sendBeacon', {
      value: () => {
        throw new TypeError('blocked');
      },
      configurable: true,
    });
    sendBatch(window, env.endpoint, '{}');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('a collector that fails or a fetch that throws never reaches the page', async () => {
    beacon.mockReturnValue(false);
    fetchMock.mockReturnValue(Promise.reject(new TypeError('Failed to fetch')));
    expect(() => sendBatch(window, env.endpoint, '{}')).not.toThrow();
    await Promise.resolve();
    fetchMock.mockImplementation(() => {
      throw new Error('no fetch');
    });
    expect(() => sendBatch(window, env.endpoint, '{}')).not.toThrow();
  });
});

test('a broken environment never throws at the caller', () => {
  const sender = createSender({
    ...env,
    where: () => {
      throw new Error('catalog gone');
    },
  });
  expect(() => sender.addError(report(new Error('x')))).not.toThrow();
  expect(() => sender.addVital('LCP', 1, '/')).not.toThrow();
  expect(() => sender.addLoad('/')).not.toThrow();
});

import { useAppStore } from '../../store/app-store';
import { INITIAL_SESSION, useSessionStore } from '../../store/session-store';
import { callApi, commonHeaders } from './client';
import { callUrl, startEarlyCall, takeEarlyAnswer, type EarlyCall } from './early-requests';
import { listAdverts } from '../promotion/promotion';
import { listSlotGames } from '../site/game';
import { ADVERTS_PATH, SLOT_LIST_PATH } from './first-screen-reads';
import { answerEvery, useTestConfig } from '../__fixtures__/call-helpers';

const BASE = 'https://api.test';
const advert = { id: 1, title: 'Banner', imageUrl: '/media/banner/1.svg', type: 1, sort: 1 };

type FetchAnswer = { status?: number; body?: unknown; text?: string; fail?: boolean };

// the Fetch API as MSW serves it (build/jest/setup.ts), for the client's own requests
let wire: typeof fetch;
beforeAll(() => {
  wire = global.fetch;
});
afterAll(() => {
  global.fetch = wire;
});

/**
 * Answers what the page's early script asks with `fetch(url)` (it is not the client); the client's
 * axios sends a Request, which goes on to the server (MSW).
 */
function mockFetch(answer: (url: string, init?: RequestInit) => FetchAnswer) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input instanceof Request) return wire(input, init);
    const url = String(input);
    calls.push({ url, init });
    const a = answer(url, init);
    if (a.fail) throw new TypeError('Failed to fetch');
    const text = a.text ?? JSON.stringify(a.body);
    return {
      status: a.status ?? 200,
      headers: { get: (h: string) => (h.toLowerCase() === 'date' ? null : null) },
      json: async () => JSON.parse(text),
    } as unknown as Response;
  }) as typeof fetch;
  return calls;
}

function earlyFor(path: string, method: 'GET' | 'POST' = 'GET', body?: unknown): EarlyCall {
  return { method, url: callUrl(BASE, path), body, headers: commonHeaders() };
}

beforeEach(() => {
  useTestConfig({ apiBaseUrl: BASE });
  useSessionStore.setState({ ...INITIAL_SESSION, deviceId: 'PC-WIN-1-abcdef-12345678' });
  useAppStore.setState({ language: 'vi' });
  delete (window as { __earlyRequests?: unknown }).__earlyRequests;
  delete (window as { __earlyRequestExpiry?: unknown }).__earlyRequestExpiry;
});

describe('callUrl', () => {
  it('joins base and path with one slash and sorts the query, as both sides must agree', () => {
    expect(callUrl('https://a.test/', '/x/y', { b: 2, a: 'z', c: undefined })).toBe(
      'https://a.test/x/y?a=z&b=2',
    );
    expect(callUrl('', '/config.json')).toBe(`${window.location.origin}/config.json`);
  });
});

describe('early answers taken by the client (issue 16: first-screen reads start from the HTML)', () => {
  it('a read the HTML started is answered from it: no second request, same data', async () => {
    mockFetch(() => ({ body: { code: 200, msg: '', data: [advert] } }));
    const http$ = answerEvery(() => ({ code: 200, msg: '', data: [] }));
    void startEarlyCall(earlyFor(ADVERTS_PATH), 1000);
    await expect(listAdverts()).resolves.toEqual([expect.objectContaining({ id: 1 })]);
    expect(http$).toHaveLength(0);
    // only once: the next read asks the server
    await expect(listAdverts()).resolves.toEqual([]);
    expect(http$).toHaveLength(1);
  });

  it('a POST read matches on its body too', async () => {
    mockFetch(() => ({ body: { code: 200, msg: '', data: [] } }));
    const http$ = answerEvery(() => ({ code: 200, msg: '', data: [] }));
    void startEarlyCall(earlyFor(SLOT_LIST_PATH, 'POST', { gameType: 3 }), 1000);
    await listSlotGames(); // body {} ≠ {gameType:3}
    expect(http$).toHaveLength(1);
    void startEarlyCall(earlyFor(SLOT_LIST_PATH, 'POST', {}), 1000);
    await listSlotGames();
    expect(http$).toHaveLength(1);
  });

  it('an answer asked in another language or login is not used', async () => {
    mockFetch(() => ({ body: { code: 200, msg: '', data: [advert] } }));
    const http$ = answerEvery(() => ({ code: 200, msg: '', data: [] }));
    void startEarlyCall(earlyFor(ADVERTS_PATH), 1000);
    useAppStore.setState({ language: 'en' });
    await expect(listAdverts()).resolves.toEqual([]);
    useAppStore.setState({ language: 'vi' });
    useSessionStore.setState({ token: 't-1', username: 'member01' });
    await expect(listAdverts()).resolves.toEqual([]);
    expect(http$).toHaveLength(2);
  });

  it.each<[string, FetchAnswer]>([
    ['a network failure', { fail: true }],
    ['an HTTP 500', { status: 500, body: { code: 500 } }],
    ['a body that is not JSON', { text: '<html>oops' }],
  ])('after %s the client asks the server itself', async (_name, answer) => {
    mockFetch(() => answer);
    const http$ = answerEvery(() => ({ code: 200, msg: '', data: [advert] }));
    void startEarlyCall(earlyFor(ADVERTS_PATH), 1000);
    await expect(listAdverts()).resolves.toHaveLength(1);
    expect(http$).toHaveLength(1);
  });

  it('an early answer with an error code goes through the error catalogue like any answer', async () => {
    mockFetch(() => ({ body: { code: 500, msg: 'down', data: null } }));
    answerEvery(() => ({ code: 200, msg: '', data: [] }));
    void startEarlyCall(earlyFor(ADVERTS_PATH), 1000);
    await expect(callApi({ method: 'GET', url: ADVERTS_PATH })).rejects.toMatchObject({
      code: 500,
    });
  });

  it('a call with its own headers (an idempotency key) never takes an early answer', async () => {
    mockFetch(() => ({ body: { code: 200, msg: '', data: 'early' } }));
    const http$ = answerEvery(() => ({ code: 200, msg: '', data: 'asked' }));
    void startEarlyCall(earlyFor('/api/x'), 1000);
    await expect(
      callApi({ method: 'GET', url: '/api/x', headers: { 'Idempotency-Key': 'k' } }),
    ).resolves.toBe('asked');
    expect(http$).toHaveLength(1);
  });

  it('a read started on a navigation is offered for its maximum age only; a page-load read keeps', async () => {
    mockFetch(() => ({ body: { code: 200, msg: '', data: [advert] } }));
    const http$ = answerEvery(() => ({ code: 200, msg: '', data: [] }));
    const now = jest.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    void startEarlyCall(earlyFor(ADVERTS_PATH), 1000, 10_000);
    now.mockReturnValue(1_000_000 + 10_001);
    // nobody took it in time (the page did not ask): the server is asked, the old answer is not used
    await expect(listAdverts()).resolves.toEqual([]);
    expect(http$).toHaveLength(1);

    now.mockReturnValue(2_000_000);
    void startEarlyCall(earlyFor(ADVERTS_PATH), 1000, 10_000);
    now.mockReturnValue(2_000_000 + 9_000);
    await expect(listAdverts()).resolves.toEqual([expect.objectContaining({ id: 1 })]);
    expect(http$).toHaveLength(1);

    // the same call started again from the page's HTML has no maximum age
    void startEarlyCall(earlyFor(ADVERTS_PATH), 1000, 10_000);
    void startEarlyCall(earlyFor(ADVERTS_PATH), 1000);
    now.mockReturnValue(9_000_000);
    await expect(listAdverts()).resolves.toEqual([expect.objectContaining({ id: 1 })]);
    expect(http$).toHaveLength(1);
    now.mockRestore();
  });

  it('a hung early call is given up after its timeout', async () => {
    jest.useFakeTimers();
    global.fetch = jest.fn(
      (_u: RequestInfo | URL, init?: RequestInit) =>
        new Promise((_r, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    ) as typeof fetch;
    const call = earlyFor(ADVERTS_PATH);
    void startEarlyCall(call, 500);
    const taken = takeEarlyAnswer(call);
    jest.advanceTimersByTime(500);
    await expect(taken).resolves.toBeNull();
    jest.useRealTimers();
  });
});

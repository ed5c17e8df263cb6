/** @jest-environment node */
import { FIRST_SCREEN_READS } from '@app/shared/boot';
import { acceptedLanguages, guestAnswers, guestLanguage } from './first-screen-answers';

// The host's server asks a route's first reads as a guest, as the page would.
const firstScreenAnswers = (
  config: Record<string, unknown>,
  language: string,
  timeoutMs: number,
  impl: typeof fetch,
) => guestAnswers(config, language, FIRST_SCREEN_READS, timeoutMs, impl);

const config = { apiBaseUrl: 'http://api.test', market: 'vietnam', appVersion: '2.0.0' };
const ok = (data: unknown) => ({ code: 200, msg: 'success', data });
const adverts = ok([
  { id: 2, title: 'Second', imageUrl: '/media/2.svg', type: 1, sort: 2 },
  { id: 1, title: 'First', imageUrl: 'http://cdn.test/1.svg?a=1&b="x"', type: 1, sort: 1 },
]);

type Call = { url: string; init: RequestInit };

function fakeFetch(answer: (url: string) => { status?: number; body: unknown } | Error) {
  const calls: Call[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const a = answer(url);
    if (a instanceof Error) throw a;
    return { ok: (a.status ?? 200) < 300, json: async () => a.body } as Response;
  }) as unknown as typeof fetch;
  return { calls, impl };
}

const sandbox = (url: string) => ({
  body: url.includes('advertise') ? adverts : ok([{ id: url.length }]),
});

describe('guestAnswers', () => {
  it("asks the home page's three reads as a guest in the language, with the app's headers", async () => {
    const { calls, impl } = fakeFetch(sandbox);
    const block = await firstScreenAnswers(config, 'vi', 1000, impl);
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'GET http://api.test/api/promotion/advertise/list',
      'GET http://api.test/api/user/home/bar/list',
      'POST http://api.test/api/game/home/slot/list/',
    ]);
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers).toMatchObject({ Language: 'vi', appVersion: '2.0.0', platform: 'vietnam' });
    expect(headers).not.toHaveProperty('Authorization');
    expect(calls[2]!.init.body).toBe('{}');
    expect(block?.language).toBe('vi');
    expect(block?.answers['/api/promotion/advertise/list']).toEqual(adverts);
  });

  it.each([
    ['a refusal envelope', () => ({ body: { code: 500, msg: 'no', data: null } })],
    ['an HTTP error', () => ({ status: 502, body: ok([]) })],
    ['not an envelope', () => ({ body: '<html>' })],
    ['a network failure', () => new Error('ECONNREFUSED')],
  ])('gives no block when one read answers %s', async (_what, bad) => {
    const { impl } = fakeFetch((url) => (url.includes('bar/list') ? bad() : sandbox(url)));
    expect(await firstScreenAnswers(config, 'vi', 1000, impl)).toBeNull();
  });

  it('gives no block (and asks nothing) without an absolute API address', async () => {
    const { calls, impl } = fakeFetch(sandbox);
    expect(
      await firstScreenAnswers({ ...config, apiBaseUrl: '/api' }, 'vi', 1000, impl),
    ).toBeNull();
    expect(calls).toEqual([]);
  });

  it('gives up after the timeout', async () => {
    const never = (async (_url: string, init: RequestInit) =>
      new Promise((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      )) as unknown as typeof fetch;
    expect(await firstScreenAnswers(config, 'vi', 20, never)).toBeNull();
  });
});

describe('the language of a first visit', () => {
  it('reads Accept-Language by preference and the market first, like the app', () => {
    expect(acceptedLanguages('zh-CN;q=0.8, en;q=0.9, *, fr;q=0')).toEqual(['en', 'zh-CN']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(guestLanguage(config, 'en-US')).toBe('vi'); // the Vietnamese market's language
    expect(guestLanguage({ ...config, market: 'china' }, 'zh-CN,zh;q=0.9')).toBe('zh-cn');
    expect(guestLanguage({ ...config, market: 'china' }, 'de')).toBe('en');
    expect(guestLanguage(config, 'vi', 'zh-cn')).toBe('zh-cn'); // ?lang= first, as in the app
    expect(guestLanguage(config, 'vi', null, 'en')).toBe('en'); // then the stored choice's cookie
  });
});

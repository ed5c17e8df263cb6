/** @jest-environment node */
import { acceptedLanguages, firstScreenAnswers, guestLanguage } from './first-screen-answers';
import { blockMarkup } from './document-blocks';

// Issue 16: the host's server writes the home page's first answers into the document of `/`.

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

describe('firstScreenAnswers', () => {
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
  });
});

describe('blockMarkup', () => {
  const page = { origin: 'http://127.0.0.1:3000', hostname: '127.0.0.1' };

  it("preloads the carousel's first banner (escaped) and writes the answers as data", () => {
    const html = blockMarkup({ language: 'vi', answers: { x: 1 } }, config, page);
    expect(html).toBe(
      '<script type="application/json" id="first-screen">{"language":"vi","answers":{"x":1}}</script>',
    );
    const withBanner = blockMarkup(
      { language: 'vi', answers: { '/api/promotion/advertise/list': adverts } },
      config,
      page,
    );
    expect(withBanner).toMatch(
      /^<link rel="preload" as="image" fetchpriority="high" href="http:\/\/cdn\.test\/1\.svg\?a=1&amp;b=&quot;x&quot;"><script /,
    );
  });

  it('cannot be closed by a value: `<` is escaped in the data', () => {
    const html = blockMarkup(
      { language: 'vi', answers: { x: '</script><script>alert(1)</script>' } },
      config,
      page,
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>');
  });
});

import { inlineStylesheets } from './inline-stylesheets';

const css = (body: string, status = 200) => new Response(body, { status });

describe('inlineStylesheets', () => {
  it('writes each file as a style block, its relative urls resolved against the file', async () => {
    const fetchImpl = jest.fn(async (url: string | URL | Request) =>
      String(url).endsWith('a.css')
        ? css('.a{background:url(img/bg.png)}.b{src:url("data:font/woff2;base64,AA")}')
        : css('.c{color:red}'),
    ) as unknown as typeof fetch;
    const html = await inlineStylesheets(
      ['http://r.test/act/a.css', 'http://r.test/act/b.css'],
      1_000,
      fetchImpl,
    );
    expect(html).toBe(
      '<style data-href="http://r.test/act/a.css">.a{background:url(http://r.test/act/img/bg.png)}' +
        '.b{src:url("data:font/woff2;base64,AA")}</style>' +
        '<style data-href="http://r.test/act/b.css">.c{color:red}</style>',
    );
  });

  it('reads a file once (its name carries its hash)', async () => {
    const fetchImpl = jest.fn(async () => css('.once{}')) as unknown as typeof fetch;
    await inlineStylesheets(['http://r.test/once.css'], 1_000, fetchImpl);
    await inlineStylesheets(['http://r.test/once.css'], 1_000, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('cannot be closed early by the text', async () => {
    const fetchImpl = (async () =>
      css('.x{content:"</style><script>"}')) as unknown as typeof fetch;
    const html = await inlineStylesheets(['http://r.test/close.css'], 1_000, fetchImpl);
    expect(html).toBe(
      '<style data-href="http://r.test/close.css">.x{content:"<\\/style><script>"}</style>',
    );
  });

  it('is null when a file fails or does not answer in time (the page is not served)', async () => {
    const failing = (async () => css('gone', 404)) as unknown as typeof fetch;
    expect(await inlineStylesheets(['http://r.test/404.css'], 1_000, failing)).toBeNull();
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as unknown as typeof fetch;
    expect(await inlineStylesheets(['http://r.test/hang.css'], 20, hanging)).toBeNull();
  });

  it('is empty for a page without stylesheets', async () => {
    expect(await inlineStylesheets([], 1_000, jest.fn() as unknown as typeof fetch)).toBe('');
  });
});

/** @jest-environment node */
// The document server draws `/` with the app's components from the home page's guest answers and
// hands the page those answers (issue 46, one render path); without them the build's layout stays.

const config = {
  mode: 'dev',
  market: 'vietnam',
  apiBaseUrl: 'http://api.test',
  registryUrl: 'http://api.test/api/platform/registry',
  appVersion: '1.0.0',
};
const page = { origin: 'http://127.0.0.1:3000', hostname: '127.0.0.1' };
const ok = (data: unknown) => ({ code: 200, msg: 'success', data });
const ANSWERS: Record<string, unknown> = {
  '/api/promotion/advertise/list': ok([
    {
      id: 1,
      title: 'Vòng quay',
      imageUrl: 'http://cdn.test/1.svg',
      link: '/luckyWheel',
      type: 1,
      sort: 1,
    },
  ]),
  '/api/user/home/bar/list': ok([
    {
      id: 1,
      barName: 'Thể thao',
      icon: 'http://cdn.test/s.svg',
      link: '/sports',
      status: 1,
      sort: 1,
      gameType: 7,
    },
  ]),
  '/api/game/home/slot/list/': ok([
    { id: 1001104, gameList: [{ id: 7, gameName: 'Mahjong </script><b>', isHotGame: 0 }] },
  ]),
  '/api/platform/registry': { remotes: [] },
};

function serve(answer: (path: string) => unknown) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    calls.push(url.pathname);
    const body = answer(url.pathname);
    if (body === undefined) throw new TypeError('fetch failed');
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return calls;
}

const request = (over: Partial<{ cookie: string; search: string }> = {}) => ({
  config,
  acceptLanguage: 'en-US',
  page,
  pathname: '/',
  search: '',
  ...over,
});

beforeEach(() => jest.resetModules());

test("draws `/` from the guest answers with the app's components, and hands the page those answers", async () => {
  serve((path) => ANSWERS[path]);
  const { renderDocument } = await import('./document-server');
  const doc = await renderDocument(request());
  expect(doc.app?.language).toBe('vi');
  expect(doc.app?.html).toContain('data-testid="hot-game"');
  expect(doc.app?.html).toContain('Mahjong &lt;/script&gt;&lt;b&gt;');
  expect(doc.app?.html).toContain('Thể thao');
  expect(doc.app?.html).toContain('Đăng nhập');
  expect(doc.head).toContain(
    '<link rel="preload" as="image" fetchpriority="high" href="http://cdn.test/1.svg">',
  );
  // the answers for the page's query cache: `<` escaped, so no answer can close the block
  const block = /<script type="application\/json" id="page-state">(.*?)<\/script>/.exec(doc.head);
  expect(block).not.toBeNull();
  expect(block![1]).not.toContain('</script>');
  expect(JSON.parse(block![1]!).queries.map((q: { queryKey: unknown }) => q.queryKey)).toEqual([
    ['promotion', 'adverts'],
    ['game', 'home-bar'],
    ['game', 'slot-list'],
  ]);
});

test("the visitor's language cookie chooses the language the server draws in", async () => {
  serve((path) => ANSWERS[path]);
  const { renderDocument } = await import('./document-server');
  const doc = await renderDocument(request({ cookie: 'theme=x; lang=zh-cn' }));
  expect(doc.app?.language).toBe('zh-cn');
  expect(doc.app?.html).toContain('登录');
});

test('without every answer the server draws nothing: the build layout stays and the page asks', async () => {
  serve((path) => (path.includes('slot') ? undefined : ANSWERS[path]));
  const { renderDocument } = await import('./document-server');
  const doc = await renderDocument(request());
  expect(doc.app).toBeNull();
  expect(doc.head).not.toContain('page-state');
});

test('one source: what the component draws is what the server sends', async () => {
  serve((path) => ANSWERS[path]);
  jest.doMock('../home/hot-games', () => ({
    HotGames: () => <p data-testid="changed">A changed hot games section</p>,
  }));
  const { renderDocument } = await import('./document-server');
  const doc = await renderDocument(request());
  expect(doc.app?.html).toContain('A changed hot games section');
  expect(doc.app?.html).not.toContain('data-testid="hot-game"');
});

test('other paths get the registry blocks and no drawn page', async () => {
  const calls = serve((path) => ANSWERS[path]);
  const { renderDocument } = await import('./document-server');
  const doc = await renderDocument({ ...request(), pathname: '/activity' });
  expect(doc.app).toBeNull();
  expect(calls).toEqual(['/api/platform/registry']);
});

import { startEarlyCall } from '@app/shared/boot';
import { earlyRemote, routeFiles, routePage } from './early-remote';
import { SPORTS, sportsMf, stubManifestFetch } from './early-remote.fixtures';

// Issue 16: a route's page loaded on demand (`page`, or `queryPages` for a query value) and its
// words are preloaded with the route's files on a deep link, no round trip after them.
beforeEach(stubManifestFetch);

describe("the early remote start preloads a route's on-demand page", () => {
  it("adds the route's on-demand page (its manifest's `page`), and no other page (issue 16)", () => {
    expect(routeFiles(sportsMf, SPORTS, [], 'page-detail')).toEqual([
      'http://127.0.0.1:3001/remoteEntry.js',
      'http://127.0.0.1:3001/1.a.js',
      'http://127.0.0.1:3001/routes.b.js',
      'http://127.0.0.1:3001/page-detail.5.js',
      'http://127.0.0.1:3001/1.c.css',
      'http://127.0.0.1:3001/page-detail.6.css',
    ]);
    // with the page's words in the page's languages, not another page's
    expect(routeFiles(sportsMf, SPORTS, ['vi'], 'page-detail')).toEqual([
      'http://127.0.0.1:3001/remoteEntry.js',
      'http://127.0.0.1:3001/1.a.js',
      'http://127.0.0.1:3001/routes.b.js',
      'http://127.0.0.1:3001/i18n-vi-json.1.js',
      'http://127.0.0.1:3001/page-detail.5.js',
      'http://127.0.0.1:3001/words-detail-vi-json.9.js',
      'http://127.0.0.1:3001/1.c.css',
      'http://127.0.0.1:3001/page-detail.6.css',
    ]);
    // a name that is not a page chunk's never matches a file (a path, a dot, a prefix of all)
    for (const page of ['../page-detail', 'page-detail.5', 'page-', '', 42, null])
      expect(routeFiles(sportsMf, SPORTS, [], page)).toHaveLength(4);
  });

  it("preloads the owning route's on-demand page with its files", async () => {
    const reg = startEarlyCall(
      { method: 'GET', url: 'http://api.test/registry', headers: {} },
      1000,
    );
    await earlyRemote(reg, { pathname: '/electronic/7', search: '' }, 1000);
    const hrefs = [...document.head.querySelectorAll('link[rel=preload]')].map((l) =>
      l.getAttribute('href'),
    );
    expect(hrefs).toEqual(
      expect.arrayContaining([
        'http://127.0.0.1:3001/page-detail.5.js',
        'http://127.0.0.1:3001/page-detail.6.css',
      ]),
    );
    expect(
      hrefs.some((href) => href?.includes('page-details') || href?.includes('page-other')),
    ).toBe(false);
  });

  it("preloads the page a route's query chooses (queryPages), and no page without that query", async () => {
    const preloaded = async (search: string) => {
      document.head.innerHTML = '';
      const reg = startEarlyCall(
        { method: 'GET', url: 'http://api.test/registry', headers: {} },
        1000,
      );
      await earlyRemote(reg, { pathname: '/live', search }, 1000);
      return [...document.head.querySelectorAll('link[rel=preload]')].map((l) =>
        l.getAttribute('href'),
      );
    };
    expect(await preloaded('?id=7')).toContain('http://127.0.0.1:3001/page-other.7.css');
    for (const search of ['', '?id=', '?other=7'])
      expect((await preloaded(search)).some((href) => href?.includes('page-'))).toBe(false);
  });

  it("routePage: the first query key with a value that names a page, else the route's page", () => {
    const route = { page: 'page-list', queryPages: { id: 'page-room', tab: 'page-tab' } };
    expect(routePage(route, '?id=7')).toBe('page-room');
    expect(routePage(route, '?tab=x&id=7')).toBe('page-room');
    expect(routePage(route, '?tab=x')).toBe('page-tab');
    expect(routePage(route, '?id=')).toBe('page-list');
    expect(routePage(route, '')).toBe('page-list');
    for (const queryPages of [null, 'page-room', ['page-room']])
      expect(routePage({ page: 'page-list', queryPages }, '?id=7')).toBe('page-list');
  });
});

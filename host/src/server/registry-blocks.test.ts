import {
  activitySwitches,
  guestMustLogIn,
  painterPreloads,
  pathNeedsLogin,
  routeStart,
  siteRoutes,
} from './registry-blocks';

// Issue 16 / SPEC §2 and §6: the server applies the app's guard (routing/guard-decision.ts) to the
// route that owns a path, from the same registry and route manifests the early script reads.
const sports = {
  routes: [
    { id: 'sports', path: '/sports', requiresAuth: true },
    { id: 'electronic', path: '/electronic/:id', requiresAuth: true },
  ],
};
const activities = { routes: [{ id: 'activity', path: '/activity', requiresAuth: false }] };
const live = {
  routes: [
    { id: 'anchorPlay', path: '/anchorPlay', requiresAuth: true },
    { id: 'console', path: '/anchorConsole', requiresAnchor: true },
    { id: 'admin', path: '/superAdmin', requiresSuperAdmin: true },
  ],
};

describe('which paths send a guest to log in', () => {
  it('follows the guard: login, presenter and super-admin pages need a login; open pages do not', () => {
    expect(guestMustLogIn({ requiresAuth: true })).toBe(true);
    expect(guestMustLogIn({ requiresAnchor: true })).toBe(true);
    expect(guestMustLogIn({ requiresSuperAdmin: true })).toBe(true);
    expect(guestMustLogIn({ requiresAuth: false })).toBe(false);
    // only a real true counts: a malformed manifest never sends anyone away
    expect(guestMustLogIn({ requiresAuth: 'true' })).toBe(false);
  });

  it('finds the owning route of a path, with its parameters and deeper paths', () => {
    const manifests = [activities, sports, live, null, { routes: 'x' }];
    expect(pathNeedsLogin(manifests, '/sports')).toBe(true);
    expect(pathNeedsLogin(manifests, '/SPORTS/detail')).toBe(true);
    expect(pathNeedsLogin(manifests, '/electronic/1001104')).toBe(true);
    expect(pathNeedsLogin(manifests, '/anchorConsole')).toBe(true);
    expect(pathNeedsLogin(manifests, '/activity')).toBe(false);
    expect(pathNeedsLogin(manifests, '/HelpCenter')).toBe(false);
    expect(pathNeedsLogin(manifests, '/electronic')).toBe(false);
  });
});

describe('the registry and route manifests the server reads', () => {
  const registry = {
    remotes: [
      { name: 'sports', manifest: 'http://r.test/sports/mf-manifest.json', enabled: true },
      { name: 'live', manifest: 'http://r.test/live/mf-manifest.json', enabled: false },
      { name: 'activities', manifest: 'http://r.test/act/mf-manifest.json' },
    ],
  };
  const answer = (body: unknown, ok = true) =>
    Promise.resolve({ ok, json: () => Promise.resolve(body) } as Response);

  it('reads the app manifests of the enabled remotes only; one that fails owns nothing', async () => {
    const asked: string[] = [];
    const fetchImpl = ((url: string | URL) => {
      asked.push(String(url));
      if (String(url).endsWith('/registry')) return answer({ data: registry });
      if (String(url).includes('/sports/')) return answer(sports);
      return Promise.reject(new Error('down'));
    }) as typeof fetch;
    const routes = await siteRoutes('http://api.test/registry', 1000, fetchImpl, (_, load) =>
      load(),
    );
    expect(asked).toEqual([
      'http://api.test/registry',
      'http://r.test/sports/app-manifest.json',
      'http://r.test/act/app-manifest.json',
    ]);
    expect(routes).toEqual({
      registry: { data: registry },
      manifests: [sports, null],
      manifestUrls: [registry.remotes[0]!.manifest, registry.remotes[2]!.manifest],
    });
    expect(pathNeedsLogin(routes?.manifests ?? [], '/sports')).toBe(true);
  });

  it('skips a remote whose manifest address is not a URL', async () => {
    const fetchImpl = ((url: string | URL) =>
      answer(
        String(url).endsWith('/registry')
          ? { remotes: [{ manifest: 'not a url' }, registry.remotes[0]] }
          : sports,
      )) as typeof fetch;
    const routes = await siteRoutes('http://api.test/registry', 1000, fetchImpl, (_, load) =>
      load(),
    );
    expect(routes?.manifests).toEqual([sports]);
  });

  it('gives none when the registry fails or answers an error', async () => {
    const down = (() => Promise.reject(new Error('down'))) as unknown as typeof fetch;
    expect(
      await siteRoutes('http://api.test/registry', 1000, down, (_, load) => load()),
    ).toBeNull();
    const error = (() => answer(null, false)) as unknown as typeof fetch;
    expect(
      await siteRoutes('http://api.test/registry', 1000, error, (_, load) => load()),
    ).toBeNull();
  });

  it('reads the registry for every document, the route manifests through their cache', async () => {
    const asked: string[] = [];
    const fetchImpl = ((url: string | URL) => {
      asked.push(String(url));
      return answer(String(url).endsWith('/registry') ? registry : sports);
    }) as typeof fetch;
    const cached = new Map<string, unknown>();
    const cache = async (url: string, load: () => Promise<unknown>) => {
      if (!cached.has(url)) cached.set(url, await load());
      return cached.get(url);
    };
    await siteRoutes('http://api.test/registry', 1000, fetchImpl, cache);
    await siteRoutes('http://api.test/registry', 1000, fetchImpl, cache);
    expect(asked.filter((u) => u.endsWith('/registry'))).toHaveLength(2);
    expect(asked.filter((u) => u.endsWith('app-manifest.json'))).toHaveLength(2);
  });
});

describe("the route-start block (a route's early painter, started from the document)", () => {
  const ACT = 'http://r.test/act/mf-manifest.json';
  const painted = {
    routes: [
      {
        id: 'activity',
        path: '/activity',
        earlyPaint: 'early-paint.js',
        earlyPaintParts: ['early-draw-1a2b3c4d.js', '../x.js', 'https://evil.test/x.js'],
        earlyPaintWords: { vi: 'early-words-vi-5e.js', en: '../en.js' },
        firstReads: [{ method: 'GET', path: '/api/promotion/advertise/list', image: 'imageUrl' }],
        queryPages: { id: 'page-one' },
      },
      { id: 'wheel', path: '/luckyWheel' },
    ],
  };
  const mf = {
    exposes: [
      {
        path: './routes',
        assets: {
          js: { sync: ['r.js'], async: ['page-one.2.js'] },
          css: { sync: ['1.c.css'], async: ['page-one.3.css', 'page-two.4.css'] },
        },
      },
    ],
  };
  const routes = {
    manifests: [sports, painted],
    manifestUrls: ['http://r.test/sports/mf-manifest.json', ACT],
  };
  const fetchMf = (() =>
    Promise.resolve({ ok: true, json: () => Promise.resolve(mf) } as Response)) as typeof fetch;
  const direct = (_: string, load: () => Promise<unknown>) => load();

  it("names the painter beside the route's manifest, its stylesheets and its first reads", async () => {
    expect(await routeStart(routes, '/activity', '', 1000, fetchMf, direct)).toEqual({
      path: '/activity',
      painter: 'http://r.test/act/early-paint.js',
      // the parts the build wrote beside it, nothing elsewhere
      parts: ['http://r.test/act/early-draw-1a2b3c4d.js'],
      // its words by language, for the page to ask for its own language's (a member's may not be the
      // guest's the server would guess)
      words: { vi: 'http://r.test/act/early-words-vi-5e.js' },
      styles: ['http://r.test/act/1.c.css'],
      reads: [{ method: 'GET', path: '/api/promotion/advertise/list', image: 'imageUrl' }],
    });
  });

  it("with the stylesheet of the page the URL's query chooses (queryPages), which the painter draws", async () => {
    const start = await routeStart(routes, '/activity', '?id=7', 1000, fetchMf, direct);
    expect(start?.styles).toEqual([
      'http://r.test/act/1.c.css',
      'http://r.test/act/page-one.3.css',
    ]);
  });

  it('is not written for a route without a painter, a path no route owns, or an unreadable manifest', async () => {
    expect(await routeStart(routes, '/luckyWheel', '', 1000, fetchMf, direct)).toBeNull();
    expect(await routeStart(routes, '/sports', '', 1000, fetchMf, direct)).toBeNull();
    expect(await routeStart(routes, '/HelpCenter', '', 1000, fetchMf, direct)).toBeNull();
    const down = (() => Promise.reject(new Error('down'))) as unknown as typeof fetch;
    expect(await routeStart(routes, '/activity', '', 1000, down, direct)).toBeNull();
    const elsewhere = {
      ...routes,
      manifests: [sports, { routes: [{ ...painted.routes[0], earlyPaint: '../x.js' }] }],
    };
    expect(await routeStart(elsewhere, '/activity', '', 1000, fetchMf, direct)).toBeNull();
  });
});

test('the head asks for the painter and its parts as modules, before the early script has arrived', () => {
  expect(
    painterPreloads({
      painter: 'http://r.test/act/early-paint.js',
      parts: ['http://r.test/act/early-draw-1a2b3c4d.js'],
    }),
  ).toBe(
    '<link rel="modulepreload" href="http://r.test/act/early-paint.js">' +
      '<link rel="modulepreload" href="http://r.test/act/early-draw-1a2b3c4d.js">',
  );
  expect(painterPreloads({ painter: 'http://r.test/a"b.js', parts: [] })).not.toContain('a"b');
  // a page that needs a login: a guest is sent home in this document, so only the painter (the early
  // script asks for the parts for a member)
  expect(
    painterPreloads(
      { painter: 'http://r.test/act/early-paint.js', parts: ['http://r.test/act/early-draw.js'] },
      true,
    ),
  ).toBe('<link rel="modulepreload" href="http://r.test/act/early-paint.js">');
});

test("the registry's activity switches key the cached answers: a switch changes the key", () => {
  const site = (activities: Record<string, boolean>) => ({
    registry: { code: 200, data: { version: 1, remotes: [], activities } },
    manifests: [],
    manifestUrls: [],
  });
  const on = activitySwitches(site({ luckyWheel: true }));
  expect(activitySwitches(site({ luckyWheel: true }))).toBe(on);
  expect(activitySwitches(site({ luckyWheel: false }))).not.toBe(on);
  expect(activitySwitches(null)).toBe('null');
});

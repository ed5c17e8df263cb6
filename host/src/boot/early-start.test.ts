import { loadRuntimeConfig } from '@app/shared/client';
import { listAdverts } from '@app/shared/api/promotion';
import { listHomeBar, listSlotGames } from '@app/shared/api/site';
import { INITIAL_SESSION, useAppStore, useSessionStore } from '@app/shared/store';
import { answerEvery } from '@app/shared/testing';
import { LANGUAGE_STORAGE_KEY, pickLanguage, resolveDeviceId, safeLocal } from '@app/shared/rules';
import { loadRegistry } from '../platform/registry';
import { earlyStart, inlinedConfig } from './early-start';

const API = 'https://api.test';
const config = { apiBaseUrl: API, registryUrl: `${API}/api/platform/registry`, market: 'vietnam' };
const envelope = (data: unknown) => ({ code: 200, msg: '', data });
const advert = { id: 1, title: 'Banner', imageUrl: '/media/banner/1.svg', type: 1, sort: 1 };

let fetched: Array<{ url: string; headers: Record<string, string> }>;

/** Requests the app's own client sends over the wire (none, when it takes the early answers). */
function stubHttp() {
  return answerEvery(() => envelope([]));
}

// the Fetch API as MSW serves it (build/jest/setup.ts), for the client's own requests
let wire: typeof fetch;
beforeAll(() => {
  wire = global.fetch;
});
afterAll(() => {
  global.fetch = wire;
});

function answerFor(url: string): unknown {
  if (url.endsWith('/config.json')) return config;
  if (url.endsWith('/api/platform/registry')) return { version: 1, remotes: [] };
  if (url.includes('advertise/list')) return envelope([advert]);
  return envelope([]);
}

afterEach(() => jest.restoreAllMocks());

beforeEach(() => {
  fetched = [];
  document.getElementById('runtime-config')?.remove();
  localStorage.clear();
  delete (window as { __earlyRequests?: unknown }).__earlyRequests;
  useSessionStore.setState({ ...INITIAL_SESSION });
  // the page's early script and config loader fetch a URL; the client's axios sends a Request,
  // which goes on to the server (MSW)
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (input instanceof Request) return wire(input, init);
    const url = String(input);
    fetched.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
    return {
      status: 200,
      ok: true,
      headers: { get: () => null },
      json: async () => answerFor(url),
    } as unknown as Response;
  }) as typeof fetch;
});

/** What bootstrap.tsx does before the first render. */
async function startApp() {
  const loaded = await loadRuntimeConfig('/config.json');
  const query = new URLSearchParams(window.location.search);
  useSessionStore.getState().setDeviceId(resolveDeviceId({ query }));
  useAppStore.getState().setLanguage(
    pickLanguage({
      query: query.get('lang'),
      stored: safeLocal.get(LANGUAGE_STORAGE_KEY),
      market: loaded.market,
      browserLanguages: navigator.languages,
    }),
  );
  return loaded;
}

describe('the early script of index.html (issue 16)', () => {
  it('starts the config, registry and first-screen reads, and the app asks none of them again', async () => {
    safeLocal.set(LANGUAGE_STORAGE_KEY, 'en');
    safeLocal.set('deviceId', 'PC-LIN-1-abcdef-12345678');
    delete document.documentElement.dataset.session;
    await earlyStart();
    expect(document.documentElement.dataset.session).toBeUndefined(); // a guest
    expect(fetched.map((f) => f.url)).toEqual([
      `${window.location.origin}/config.json`,
      `${API}/api/platform/registry`,
      `${API}/api/promotion/advertise/list`,
      `${API}/api/user/home/bar/list`,
      `${API}/api/game/home/slot/list/`,
    ]);
    expect(fetched[2]!.headers).toMatchObject({
      Language: 'en',
      deviceNo: 'PC-LIN-1-abcdef-12345678',
    });

    const app = await startApp();
    await loadRegistry(app.registryUrl, '/registry.json', 1000);
    const http$ = stubHttp();
    await expect(listAdverts()).resolves.toEqual([expect.objectContaining({ id: 1 })]);
    await listHomeBar();
    await listSlotGames();
    expect(http$).toHaveLength(0);
    expect(fetched).toHaveLength(5); // config and registry were not fetched a second time
  });

  it("a signed-in member's reads carry the stored login, and the app takes them", async () => {
    useSessionStore.getState().signIn({ token: 'tok-1', username: 'member01' });
    const saved = safeLocal.get('session'); // what the store persisted, in its own format
    useSessionStore.setState({ ...INITIAL_SESSION }); // the page reloads: only storage is left
    safeLocal.set('session', saved ?? '');
    await earlyStart();
    expect(fetched[2]!.headers).toMatchObject({ Authorization: 'Bearer tok-1', Language: 'vi' });
    // the stylesheet keeps the prerendered guest's login button hidden while the login is restored
    expect(document.documentElement.dataset.session).toBe('stored');
    await useSessionStore.persist.rehydrate(); // as at the store's creation, before start-up
    await startApp();
    const http$ = stubHttp();
    await listAdverts();
    expect(http$).toHaveLength(0);
  });

  it("on a first visit (no stored device id) the reads still match the app's", async () => {
    await earlyStart();
    expect(fetched[2]!.headers.deviceNo).toBeUndefined();
    await startApp();
    const http$ = stubHttp();
    await listAdverts();
    expect(http$).toHaveLength(0);
  });

  it('takes the config the server inlined: no request for it, and the app reads it as if fetched', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'runtime-config';
    const api2 = 'https://api2.test';
    block.textContent = JSON.stringify({
      ...config,
      apiBaseUrl: api2,
      registryUrl: `${api2}/api/platform/registry`,
    });
    document.head.append(block);
    await earlyStart();
    expect(fetched.map((f) => f.url)).toEqual([
      `${api2}/api/platform/registry`,
      `${api2}/api/promotion/advertise/list`,
      `${api2}/api/user/home/bar/list`,
      `${api2}/api/game/home/slot/list/`,
    ]);
    const app = await startApp();
    expect(app.apiBaseUrl).toBe(api2);
    const http$ = stubHttp();
    await listAdverts();
    expect(http$).toHaveLength(0);
    expect(fetched).toHaveLength(4);
  });

  it.each(['', '{"apiBaseUrl":', '[1,2]', 'null', '"text"'])(
    'a block that is not a JSON object (%j) is ignored and the config fetched',
    async (text) => {
      document.head.insertAdjacentHTML(
        'beforeend',
        '<script type="application/json" id="runtime-config"></script>',
      );
      document.getElementById('runtime-config')!.textContent = text;
      expect(inlinedConfig(document)).toBeNull();
      await earlyStart();
      expect(fetched[0]!.url).toBe(`${window.location.origin}/config.json`);
    },
  );

  it.each([
    ['', 'vi'], // the market's language (config.market vietnam)
    ['?lang=zh-cn', 'zh-cn'],
    ['?lang=en', 'en'],
  ])('preloads the messages of the page language (%s → %s) and no others', async (search, lng) => {
    document.head.innerHTML = ['en', 'vi', 'zh-cn']
      .map((l) => `<meta name="chunk:messages-${l}" content="/messages-${l}.1234abcd.js">`)
      .join('');
    window.history.pushState(null, '', `/${search}`);
    try {
      await earlyStart();
      const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')];
      expect(links.map((l) => [l.getAttribute('as'), l.getAttribute('href')])).toEqual([
        ['script', `/messages-${lng}.1234abcd.js`],
      ]);
    } finally {
      document.head.innerHTML = '';
      window.history.pushState(null, '', '/');
    }
  });

  it.each([
    ['/', ['/home.1234abcd.js']],
    ['/sports', []],
    ['/activity', []],
  ])("preloads the home page's chunk on %s only (src/app/pages.ts)", async (path, wanted) => {
    document.head.innerHTML = '<meta name="chunk:home" content="/home.1234abcd.js">';
    window.history.pushState(null, '', path);
    try {
      await earlyStart();
      const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')];
      expect(links.map((l) => l.getAttribute('href'))).toEqual(wanted);
    } finally {
      document.head.innerHTML = '';
      window.history.pushState(null, '', '/');
    }
  });

  it('on a page the server drew (its answers in the document) starts no first-screen read', async () => {
    const state = document.createElement('script');
    state.type = 'application/json';
    state.id = 'page-state';
    state.textContent = JSON.stringify({ mutations: [], queries: [] });
    const inlined = document.createElement('script');
    inlined.type = 'application/json';
    inlined.id = 'runtime-config';
    inlined.textContent = JSON.stringify(config);
    document.head.append(state, inlined);
    try {
      global.fetch = jest.fn(() => new Promise<Response>(() => undefined)) as typeof fetch;
      await earlyStart();
      const asked = jest.mocked(global.fetch).mock.calls.map((c) => String(c[0]));
      expect(asked.filter((url) => url.startsWith(`${API}/api/`))).toEqual([
        `${API}/api/platform/registry`,
      ]);
    } finally {
      state.remove();
      inlined.remove();
    }
  });

  it('starts only the config and registry on other pages', async () => {
    window.history.pushState(null, '', '/sports');
    try {
      await earlyStart();
      expect(fetched.map((f) => f.url)).toEqual([
        `${window.location.origin}/config.json`,
        `${API}/api/platform/registry`,
      ]);
    } finally {
      window.history.pushState(null, '', '/');
    }
  });
});

import type { AppManifest, RegistryRemote } from '@app/shared';
import { loadExposedComponent } from '../federation/remote-loader';
import { useCatalog, type RemoteState } from './catalog-store';
import {
  mayPrefetch,
  prefetchPath,
  remotesToPrefetch,
  startRemotePrefetch,
} from './prefetch-remotes';

// Issue 16 "tab switches prefetch the next remote on idle": the other remotes' route files are
// prefetched (not evaluated) after the load event on idle, in tab order, never for a remote that is
// not ready, never for a member saving data; a touched tab's remote is loaded at once.

jest.mock('../federation/remote-loader', () => ({ loadExposedComponent: jest.fn() }));
const load = jest.mocked(loadExposedComponent);

const remote = (id: string): RegistryRemote => ({
  id,
  name: id,
  manifest: `http://127.0.0.1/${id}/mf-manifest.json`,
  enabled: true,
  paths: [`/${id}`],
});
const route = (id: string) => ({
  id,
  path: `/${id}`,
  requiresAuth: false,
  requiresAnchor: false,
  requiresSuperAdmin: false,
  isLoginedBlackList: false,
  footer: false,
});
const tab = (id: string, order: number) => ({
  id,
  path: `/${id}`,
  order,
  icon: 'game',
  label: { en: id, vi: id, 'zh-cn': id },
  requiresAnchor: false,
  requiresSuperAdmin: false,
});
const app = (id: string, order: number | null): AppManifest => ({
  id,
  name: id,
  version: '1',
  buildId: 'b',
  namespace: id,
  sharedVersion: '^0.1.0',
  routes: [route(id)],
  nav: { tabs: order === null ? [] : [tab(id, order)], footer: [] },
  widgets: [],
});
const state = (id: string, status: RemoteState['status'], order: number | null = 10) => ({
  remote: remote(id),
  status,
  ...(status === 'ready' ? { app: app(id, order) } : {}),
});
const catalog = (...states: RemoteState[]) =>
  Object.fromEntries(states.map((s) => [s.remote.id, s]));

/** The mf-manifest of a remote: its entry and one routes chunk. */
const mfManifest = (id: string) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './routes', assets: { js: { sync: [`${id}-routes.js`] }, css: { sync: [] } } }],
});

/** The files prefetched so far (link rel=prefetch), each link "loads" at once. */
function prefetchedFiles(): string[] {
  return Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]')).map(
    (l) => l.href.replace('http://127.0.0.1/', ''),
  );
}

let fetched: string[];

/** Runs the idle callback when the test says so. */
function manualIdle() {
  const queue: Array<() => void> = [];
  return {
    scheduler: (run: () => void) => {
      queue.push(run);
      return () => undefined;
    },
    flush: async () => {
      queue.splice(0).forEach((run) => run());
      await settle();
    },
  };
}

/** Lets fetches answer and prefetch links "load". */
async function settle() {
  for (let i = 0; i < 10; i += 1) {
    document.head
      .querySelectorAll<HTMLLinkElement>('link[rel=prefetch]:not([data-done])')
      .forEach((l) => {
        l.dataset.done = '1';
        l.onload?.(new Event('load'));
      });
    await Promise.resolve();
  }
}

function setConnection(value: unknown) {
  Object.defineProperty(navigator, 'connection', { value, configurable: true });
}

beforeEach(() => {
  load.mockReset();
  load.mockResolvedValue({ default: () => null });
  setConnection(undefined);
  document.head.innerHTML = '';
  fetched = [];
  jest.spyOn(global, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    fetched.push(url);
    const id = /127\.0\.0\.1\/(\w+)\//.exec(url)![1]!;
    return new Response(JSON.stringify(mfManifest(id)), { status: 200 });
  });
});

afterEach(() => jest.restoreAllMocks());

test('a member saving data or on 2G gets no prefetch; other lines do', () => {
  expect(mayPrefetch(undefined)).toBe(true);
  expect(mayPrefetch({ effectiveType: '4g' })).toBe(true);
  expect(mayPrefetch({ effectiveType: '3g' })).toBe(true);
  expect(mayPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
  expect(mayPrefetch({ effectiveType: '2g' })).toBe(false);
  expect(mayPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
});

test('the ready remotes with a tab, in tab order, except the one showing the page', () => {
  const remotes = catalog(
    state('live', 'ready', 30),
    state('sports', 'ready', 20),
    state('account', 'ready', 50),
    state('off', 'disabled'),
    state('broken', 'failed'),
    state('coming', 'loading'),
    state('widgetsOnly', 'ready', null),
  );
  expect(remotesToPrefetch(remotes, '/').map((r) => r.name)).toEqual(['sports', 'live', 'account']);
  expect(remotesToPrefetch(remotes, '/live/room').map((r) => r.name)).toEqual([
    'sports',
    'account',
  ]);
});

test("after load, on idle, each remote's route files are prefetched once, one remote after another, none evaluated", async () => {
  useCatalog.setState({
    remotes: catalog(state('sportsA', 'ready', 20), state('liveA', 'ready', 30)),
  });
  const idle = manualIdle();
  const stop = startRemotePrefetch(idle.scheduler);
  expect(fetched).toEqual([]); // nothing before the page is idle
  await idle.flush();
  expect(prefetchedFiles()).toEqual([
    'sportsA/remoteEntry.js',
    'sportsA/sportsA-routes.js',
    'liveA/remoteEntry.js',
    'liveA/liveA-routes.js',
  ]);
  expect(fetched).toEqual([
    'http://127.0.0.1/sportsA/mf-manifest.json',
    'http://127.0.0.1/liveA/mf-manifest.json',
  ]);
  expect(load).not.toHaveBeenCalled(); // no main-thread work for pages not opened
  stop();
});

test("the second remote waits for the first one's files", async () => {
  useCatalog.setState({
    remotes: catalog(state('sportsE', 'ready', 20), state('liveE', 'ready', 30)),
  });
  const queue: Array<() => void> = [];
  const stop = startRemotePrefetch((run) => {
    queue.push(run);
    return () => undefined;
  });
  queue.shift()!();
  for (let i = 0; i < 10; i += 1) await Promise.resolve(); // links not loaded yet
  expect(prefetchedFiles()).toEqual(['sportsE/remoteEntry.js', 'sportsE/sportsE-routes.js']);
  await settle();
  expect(prefetchedFiles()).toHaveLength(4);
  stop();
});

test('a remote whose manifest arrives after the idle run follows once it is ready', async () => {
  useCatalog.setState({
    remotes: catalog(state('sportsB', 'ready', 20), state('liveB', 'loading')),
  });
  const idle = manualIdle();
  const stop = startRemotePrefetch(idle.scheduler);
  await idle.flush();
  expect(fetched).toEqual(['http://127.0.0.1/sportsB/mf-manifest.json']);
  useCatalog.setState({
    remotes: catalog(state('sportsB', 'ready', 20), state('liveB', 'ready', 30)),
  });
  await settle();
  expect(fetched).toEqual([
    'http://127.0.0.1/sportsB/mf-manifest.json',
    'http://127.0.0.1/liveB/mf-manifest.json',
  ]);
  stop();
});

test("a touched tab loads its remote's route code at once, once", async () => {
  useCatalog.setState({ remotes: catalog(state('sportsF', 'ready', 20)) });
  prefetchPath('/sportsF');
  prefetchPath('/sportsF');
  expect(load.mock.calls.map(([r, expose]) => `${r.name}/${expose}`)).toEqual(['sportsF/routes']);
});

test('nothing is prefetched on idle for a member saving data, nor on a touched tab', async () => {
  setConnection({ saveData: true });
  useCatalog.setState({ remotes: catalog(state('sportsC', 'ready', 20)) });
  const idle = manualIdle();
  startRemotePrefetch(idle.scheduler);
  await idle.flush();
  prefetchPath('/sportsC');
  expect(fetched).toEqual([]);
  expect(load).not.toHaveBeenCalled();
});

test('a failed load is tried again when the tab is touched again', async () => {
  load.mockRejectedValueOnce(new Error('offline'));
  useCatalog.setState({ remotes: catalog(state('sportsD', 'ready', 20)) });
  prefetchPath('/sportsD');
  await settle();
  prefetchPath('/sportsD');
  expect(load).toHaveBeenCalledTimes(2);
});

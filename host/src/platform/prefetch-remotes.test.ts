import type { AppManifest, RegistryRemote } from '@app/shared';
import { loadExposedComponent } from '../federation/remote-loader';
import { useCatalog, type RemoteState } from './catalog-store';
import {
  mayPrefetch,
  prefetchPath,
  remotesToPrefetch,
  startRemotePrefetch,
} from './prefetch-remotes';

// Issue 16 "tab switches prefetch the next remote on idle": the other remotes' route code is
// fetched after the load event on idle, in tab order, never for a remote that is not ready, never
// for a member saving data.

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
      for (let i = 0; i < 5; i += 1) await Promise.resolve();
    },
  };
}

function setConnection(value: unknown) {
  Object.defineProperty(navigator, 'connection', { value, configurable: true });
}

beforeEach(() => {
  load.mockReset();
  load.mockResolvedValue({ default: () => null });
  setConnection(undefined);
});

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

test('after load, on idle, each remote is fetched once and one after another', async () => {
  const pending: Array<() => void> = [];
  load.mockImplementation(
    () => new Promise((resolve) => pending.push(() => resolve({ default: () => null }))),
  );
  useCatalog.setState({
    remotes: catalog(state('sportsA', 'ready', 20), state('liveA', 'ready', 30)),
  });
  const idle = manualIdle();
  const stop = startRemotePrefetch(idle.scheduler);
  expect(load).not.toHaveBeenCalled(); // nothing before the page is idle
  await idle.flush();
  expect(load.mock.calls.map(([r, expose]) => `${r.name}/${expose}`)).toEqual(['sportsA/routes']);
  pending.shift()!();
  await idle.flush();
  expect(load.mock.calls.map(([r]) => r.name)).toEqual(['sportsA', 'liveA']);
  // a tab touched later finds its remote already started: no second fetch
  prefetchPath('/sportsA');
  expect(load).toHaveBeenCalledTimes(2);
  stop();
});

test('a remote whose manifest arrives after the idle run follows once it is ready', async () => {
  useCatalog.setState({
    remotes: catalog(state('sportsB', 'ready', 20), state('liveB', 'loading')),
  });
  const idle = manualIdle();
  const stop = startRemotePrefetch(idle.scheduler);
  await idle.flush();
  expect(load.mock.calls.map(([r]) => r.name)).toEqual(['sportsB']);
  useCatalog.setState({
    remotes: catalog(state('sportsB', 'ready', 20), state('liveB', 'ready', 30)),
  });
  await idle.flush();
  expect(load.mock.calls.map(([r]) => r.name)).toEqual(['sportsB', 'liveB']);
  stop();
});

test('nothing is prefetched on idle for a member saving data, nor on a touched tab', async () => {
  setConnection({ saveData: true });
  useCatalog.setState({ remotes: catalog(state('sportsC', 'ready', 20)) });
  const idle = manualIdle();
  startRemotePrefetch(idle.scheduler);
  await idle.flush();
  prefetchPath('/sportsC');
  expect(load).not.toHaveBeenCalled();
});

test('a failed prefetch is tried again when the tab is touched', async () => {
  load.mockRejectedValueOnce(new Error('offline'));
  useCatalog.setState({ remotes: catalog(state('sportsD', 'ready', 20)) });
  prefetchPath('/sportsD');
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  prefetchPath('/sportsD');
  expect(load).toHaveBeenCalledTimes(2);
});

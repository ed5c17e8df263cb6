import { useAppStore, useSessionStore } from '@app/shared/store';
import { installPageTelemetry } from '@app/shared/telemetry';
import { useCatalog } from '../platform/catalog-store';
import { app, remote, route } from '../routing/remote-state.fixtures';
import { hostTelemetryEnv, installHostTelemetry, pageBuilds, whereIs } from './host-telemetry';

jest.mock('@app/shared/telemetry', () => ({
  ...jest.requireActual<object>('@app/shared/telemetry'),
  installPageTelemetry: jest.fn(),
}));

const config = { apiBaseUrl: 'http://127.0.0.1:4000/', market: 'china' } as never;

beforeAll(() => Object.assign(globalThis, { __BUILD_ID__: 'host-b1' }));
beforeEach(() => {
  jest.clearAllMocks();
  const sports = remote('sports', ['/sports']);
  const live = remote('live', ['/anchorPlay']);
  useCatalog
    .getState()
    .setRegistry({ version: 1, remotes: [sports, live], activities: {} }, 'test');
  useCatalog.getState().setRemote('sports', {
    status: 'ready',
    app: { ...app('sports', [route('sports', '/sports')]), buildId: 'sports-b7' },
  });
});

test('the release on the page: the host build and each remote whose manifest was read', () => {
  expect(pageBuilds()).toEqual({ host: 'host-b1', sports: 'sports-b7' });
});

test('the app of a path: the remote route, a remote not ready yet, else the host', () => {
  expect(whereIs('/sports/detail/12')).toEqual({ app: 'sports', route: '/sports' });
  expect(whereIs('/anchorPlay')).toEqual({ app: 'live', route: '/anchorPlay' });
  expect(whereIs('/personal/12345')).toEqual({ app: 'host', route: '/personal/:id' });
});

test("the reporter's environment: the collector's address, market, language, user name", () => {
  useAppStore.setState({ language: 'zh-cn' });
  useSessionStore.setState({ username: 'member01' });
  const env = hostTelemetryEnv(config);
  expect(env.endpoint).toBe('http://127.0.0.1:4000/api/platform/telemetry');
  expect(env.market).toBe('china');
  expect(env.language()).toBe('zh-cn');
  expect(env.userName()).toBe('member01');
  expect(env.where('/sports')).toEqual({ app: 'sports', route: '/sports' });
  expect(env.builds()).toEqual(pageBuilds());
});

test("installed at start-up with the host's view of the page", () => {
  installHostTelemetry(config);
  expect(installPageTelemetry).toHaveBeenCalledWith(
    expect.objectContaining({ market: 'china', builds: pageBuilds, where: whereIs }),
    window,
  );
});

import { ApiError, notifyApiFailure } from '@app/shared/client';
import { useAppStore, useSessionStore } from '@app/shared/store';
import { installTelemetry, reportError, startTelemetry } from '@app/shared/telemetry';
import { useCatalog } from '../platform/catalog-store';
import { app, remote, route } from '../routing/remote-state.fixtures';
import {
  foldPath,
  hostTelemetryEnv,
  installHostTelemetry,
  pageBuilds,
  reportApiFailure,
  whereIs,
} from './host-telemetry';

jest.mock('@app/shared/telemetry', () => ({
  installTelemetry: jest.fn(),
  reportError: jest.fn(),
  startTelemetry: jest.fn(() => Promise.resolve()),
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

test('ids are folded out of routes; route names with digits stay', () => {
  expect(foldPath('/electronic/12')).toBe('/electronic/:id');
  expect(foldPath('/520model')).toBe('/520model');
  expect(foldPath('/x/a1b2c3d4e5f6a7b8c9')).toBe('/x/:id');
  expect(foldPath('')).toBe('/');
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

test('a failed call is reported with its path, status or schema, and the request id', () => {
  reportApiFailure(
    new ApiError('http', 'The server answered HTTP 500.', undefined, 500, undefined, 'rid1'),
    '/api/x',
  );
  reportApiFailure(new ApiError('malformed', 'Unexpected'), '/api/rg at limits');
  expect(jest.mocked(reportError).mock.calls).toEqual([
    [
      expect.objectContaining({ message: 'The server answered HTTP 500. (/api/x)' }),
      { kind: 'http', requestId: 'rid1' },
    ],
    [
      expect.objectContaining({ message: 'Unexpected (/api/rg at limits)' }),
      { kind: 'parse', requestId: undefined },
    ],
  ]);
});

test('installed at start-up: listeners now, API failures heard, sending code once idle', () => {
  jest.useFakeTimers();
  installHostTelemetry(config);
  expect(installTelemetry).toHaveBeenCalledWith(
    expect.objectContaining({ market: 'china' }),
    window,
  );
  notifyApiFailure(new ApiError('http', 'x', undefined, 502), '/api/y');
  expect(reportError).toHaveBeenCalledWith(expect.anything(), {
    kind: 'http',
    requestId: undefined,
  });
  expect(startTelemetry).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('load'));
  jest.runAllTimers();
  expect(startTelemetry).toHaveBeenCalledTimes(1);
  jest.useRealTimers();
});

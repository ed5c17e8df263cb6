import { ApiError, notifyApiFailure } from '@app/shared/client';
import {
  foldPath,
  installPageTelemetry,
  reportApiFailure,
  telemetryEndpoint,
} from './page-telemetry';
import { installTelemetry, reportError, startTelemetry } from './reporter';
import type { TelemetryEnv } from './types';

jest.mock('./reporter', () => ({
  installTelemetry: jest.fn(),
  reportError: jest.fn(),
  startTelemetry: jest.fn(() => Promise.resolve()),
}));

beforeEach(() => jest.clearAllMocks());

test('ids are folded out of routes; route names with digits stay', () => {
  expect(foldPath('/electronic/12')).toBe('/electronic/:id');
  expect(foldPath('/520model')).toBe('/520model');
  expect(foldPath('/x/a1b2c3d4e5f6a7b8c9')).toBe('/x/:id');
  expect(foldPath('')).toBe('/');
});

test("the collector's address on the API", () => {
  expect(telemetryEndpoint('http://127.0.0.1:4000/')).toBe(
    'http://127.0.0.1:4000/api/platform/telemetry',
  );
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
  const env = { market: 'china' } as TelemetryEnv;
  installPageTelemetry(env);
  expect(installTelemetry).toHaveBeenCalledWith(env, window);
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

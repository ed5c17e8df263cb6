import {
  installTelemetry,
  reportError,
  resetTelemetryForTests,
  startTelemetry,
  type SendingStart,
} from './reporter';
import type { RawReport, TelemetryEnv } from './types';

// Issue 48: the always-loaded part keeps reports until the sending code is loaded after the first
// screen, listens for uncaught errors and rejections, and can never throw at its caller.
const env = { endpoint: '/t', market: 'vietnam' } as TelemetryEnv;

afterEach(() => resetTelemetryForTests());

function loader() {
  const got: RawReport[] = [];
  const start = jest.fn<ReturnType<SendingStart>, Parameters<SendingStart>>(() => (r) => {
    got.push(r);
  });
  return { got, start, load: () => Promise.resolve(start as SendingStart) };
}

test('reports made before the sending code loads are handed to it, then sent straight on', async () => {
  installTelemetry(env);
  reportError(new Error('early'), { kind: 'boundary', app: 'live' });
  const { got, start, load } = loader();
  await startTelemetry(load);
  expect(start).toHaveBeenCalledWith(env, '/');
  expect(got).toEqual([
    {
      error: new Error('early'),
      opts: { kind: 'boundary', app: 'live' },
      path: '/',
      at: expect.any(Number),
    },
  ]);
  reportError('later');
  expect(got).toHaveLength(2);
});

test('at most twenty wait; starting twice loads once; nothing starts before installation', async () => {
  const { got, start, load } = loader();
  await startTelemetry(load);
  expect(start).not.toHaveBeenCalled();
  installTelemetry(env);
  for (let i = 0; i < 30; i += 1) reportError(i);
  await startTelemetry(load);
  await startTelemetry(load);
  expect(start).toHaveBeenCalledTimes(1);
  expect(got).toHaveLength(20);
});

test('a sending chunk that fails to load drops the reports quietly', async () => {
  installTelemetry(env);
  reportError('x');
  await expect(
    startTelemetry(() => Promise.reject(new Error('ChunkLoadError'))),
  ).resolves.toBeUndefined();
});

test('uncaught errors and unhandled rejections are reported; a muted "Script error." is not', async () => {
  installTelemetry(env);
  installTelemetry(env); // once per window
  const { got, load } = loader();
  await startTelemetry(load);
  const thrown = new Error('boom');
  window.dispatchEvent(new ErrorEvent('error', { error: thrown, message: 'boom' }));
  window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
  const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
  Object.defineProperty(rejection, 'reason', { value: 'nope' });
  window.dispatchEvent(rejection);
  expect(got.map((r) => [r.error, r.opts.kind])).toEqual([
    [thrown, 'error'],
    ['nope', 'rejection'],
  ]);
});

test('a failing sink never throws at the caller', async () => {
  installTelemetry(env);
  await startTelemetry(() =>
    Promise.resolve(() => () => {
      throw new Error('sink broke');
    }),
  );
  expect(() => reportError('x')).not.toThrow();
});

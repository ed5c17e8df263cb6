import type { Metric } from 'web-vitals';
import { startSending } from './telemetry-start';
import type { TelemetryEnv } from './types';

const callbacks: Array<(m: Metric) => void> = [];
jest.mock('web-vitals', () => {
  const on = (cb: (m: Metric) => void) => callbacks.push(cb);
  return { onLCP: on, onINP: on, onCLS: on, onFCP: on, onTTFB: on };
});

// Issue 48: the lazily loaded chunk counts the page load, watches the five vitals under the page's
// first route and sends reports.
test('the load, each vital and later reports go to the collector, under the first route', () => {
  jest.useFakeTimers();
  const beacon = jest.fn((_url: string, _body: string) => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  const env: TelemetryEnv = {
    endpoint: '/t',
    market: 'china',
    builds: () => ({ host: 'h' }),
    where: (path) => ({ app: 'live', route: path }),
    language: () => 'zh-cn',
    userName: () => null,
  };
  const sink = startSending(env, '/anchorPlay');
  expect(callbacks).toHaveLength(5);
  callbacks[0]!({ name: 'LCP', value: 2100 } as Metric);
  callbacks[1]!({ name: 'INP', value: 180 } as Metric);
  sink({ error: new Error('x'), opts: {}, path: '/other', at: 5 });
  jest.advanceTimersByTime(5000);
  const batch = JSON.parse(beacon.mock.calls[0]![1]);
  expect(
    batch.events.map((e: { type: string; name?: string; route: string }) => [
      e.type,
      e.name,
      e.route,
    ]),
  ).toEqual([
    ['load', undefined, '/anchorPlay'],
    ['vital', 'LCP', '/anchorPlay'],
    ['vital', 'INP', '/anchorPlay'],
    ['error', undefined, '/other'],
  ]);
  jest.useRealTimers();
});

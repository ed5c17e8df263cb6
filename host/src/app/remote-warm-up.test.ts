import { connectionAllowsWarmUp, networkQuiet } from './remote-warm-up';

// Issue 16: remotes are loaded ahead of use only once the page's own network has settled, and never
// on a link where the member saves data.
const nav = (connection?: object) => ({ connection }) as unknown as Navigator;

describe('loading remotes ahead of use', () => {
  it('is allowed without connection information and on fast links, not with Save-Data or on 2G', () => {
    expect(connectionAllowsWarmUp(nav())).toBe(true);
    expect(connectionAllowsWarmUp(nav({ effectiveType: '4g', saveData: false }))).toBe(true);
    expect(connectionAllowsWarmUp(nav({ effectiveType: '4g', saveData: true }))).toBe(false);
    expect(connectionAllowsWarmUp(nav({ effectiveType: '2g' }))).toBe(false);
    expect(connectionAllowsWarmUp(nav({ effectiveType: 'slow-2g' }))).toBe(false);
  });

  describe('waiting for a quiet network', () => {
    let callback: () => void = () => undefined;
    const disconnect = jest.fn();
    class FakeObserver {
      constructor(cb: () => void) {
        callback = cb;
      }
      observe() {}
      disconnect = disconnect;
    }
    const win = () =>
      Object.assign(Object.create(window) as Window, {
        PerformanceObserver: FakeObserver,
        setTimeout: window.setTimeout.bind(window),
        clearTimeout: window.clearTimeout.bind(window),
      });

    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('each finished resource restarts the wait', async () => {
      const done = jest.fn();
      void networkQuiet(3000, 60_000, win()).then(done);
      jest.advanceTimersByTime(2900);
      callback(); // an image finished
      jest.advanceTimersByTime(2900);
      await Promise.resolve();
      expect(done).not.toHaveBeenCalled();
      jest.advanceTimersByTime(200);
      await Promise.resolve();
      expect(done).toHaveBeenCalled();
      expect(disconnect).toHaveBeenCalled();
    });

    it('a page that never goes quiet (a poll) still gets it at the latest time', async () => {
      const done = jest.fn();
      void networkQuiet(3000, 10_000, win()).then(done);
      for (let t = 0; t < 10_000; t += 1000) {
        jest.advanceTimersByTime(1000);
        callback();
      }
      await Promise.resolve();
      expect(done).toHaveBeenCalled();
    });
  });
});

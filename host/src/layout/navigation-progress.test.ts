import { progressPlugin, trackRouterProgress } from './navigation-progress';
import { createProgressTracker } from './progress-tracker';

type Listener = (state: FakeState) => void;
interface FakeState {
  location: { pathname: string };
  navigation: { state: 'idle' | 'loading' };
}

function fakeRouter() {
  const listeners: Listener[] = [];
  const router = {
    state: { location: { pathname: '/' }, navigation: { state: 'idle' } } as FakeState,
    subscribe: (fn: Listener) => {
      listeners.push(fn);
      return () => undefined;
    },
    go(state: FakeState) {
      router.state = state;
      for (const l of listeners) l(state);
    },
  };
  return router;
}

function setup() {
  const bar = { start: jest.fn(), done: jest.fn() };
  const tracker = createProgressTracker(bar, 20_000);
  return { bar, tracker };
}

// SPEC §2: a progress bar shows during navigation, and while a remote's chunks load.
describe('navigation progress (SPEC §2)', () => {
  afterEach(() => jest.useRealTimers());

  it('overlapping work starts the bar once and finishes it with the last piece', () => {
    const { bar, tracker } = setup();
    const a = tracker.begin();
    const b = tracker.begin();
    expect(bar.start).toHaveBeenCalledTimes(1);
    a();
    a();
    expect(bar.done).not.toHaveBeenCalled();
    b();
    expect(bar.done).toHaveBeenCalledTimes(1);
    expect(tracker.pending).toBe(0);
  });

  it('a forgotten end stops the bar after the safety delay', () => {
    jest.useFakeTimers();
    const { bar, tracker } = setup();
    tracker.begin();
    jest.advanceTimersByTime(19_999);
    expect(bar.done).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(bar.done).toHaveBeenCalledTimes(1);
  });

  it('an instant route change shows the bar until the next paint', () => {
    const { bar, tracker } = setup();
    const router = fakeRouter();
    const paints: Array<() => void> = [];
    trackRouterProgress(router as never, tracker, (fn) => paints.push(fn));
    router.go({ location: { pathname: '/activity' }, navigation: { state: 'idle' } });
    expect(bar.start).toHaveBeenCalledTimes(1);
    expect(bar.done).not.toHaveBeenCalled();
    paints.forEach((p) => p());
    expect(bar.done).toHaveBeenCalledTimes(1);
  });

  it('a loading navigation keeps the bar until idle; same location updates do nothing', () => {
    const { bar, tracker } = setup();
    const router = fakeRouter();
    const paints: Array<() => void> = [];
    trackRouterProgress(router as never, tracker, (fn) => paints.push(fn));
    const location = router.state.location;
    router.go({ location, navigation: { state: 'idle' } });
    expect(bar.start).not.toHaveBeenCalled();
    router.go({ location, navigation: { state: 'loading' } });
    router.go({ location, navigation: { state: 'loading' } });
    expect(bar.start).toHaveBeenCalledTimes(1);
    router.go({ location: { pathname: '/sports' }, navigation: { state: 'idle' } });
    paints.forEach((p) => p());
    expect(bar.done).toHaveBeenCalledTimes(1);
    expect(tracker.pending).toBe(0);
  });

  it('a remote request keeps the bar running from beforeRequest until afterLoadRemote', async () => {
    const { bar, tracker } = setup();
    const plugin = progressPlugin(tracker);
    const args = { id: 'sports/routes' };
    expect(await (plugin.beforeRequest as (a: unknown) => unknown)(args)).toBe(args);
    expect(bar.start).toHaveBeenCalledTimes(1);
    (plugin.afterLoadRemote as (a: unknown) => void)({ id: 'remote_sports/routes' });
    expect(bar.done).toHaveBeenCalledTimes(1);
    // a stray end (a load that began before the plugin was registered) is ignored
    (plugin.afterLoadRemote as (a: unknown) => void)({ id: 'x' });
    expect(tracker.pending).toBe(0);
  });

  it('a module loaded ahead of use shows no bar, and its end does not end a real load', async () => {
    const { bar, tracker } = setup();
    const plugin = progressPlugin(tracker, (id) => id === 'remote_live/routes');
    const before = plugin.beforeRequest as (a: unknown) => unknown;
    const after = plugin.afterLoadRemote as (a: unknown) => void;
    await before({ id: 'remote_live/routes' });
    expect(bar.start).not.toHaveBeenCalled();
    await before({ id: 'remote_sports/routes' });
    expect(bar.start).toHaveBeenCalledTimes(1);
    after({ id: 'remote_live/routes' });
    expect(tracker.pending).toBe(1);
    after({ id: 'remote_sports/routes' });
    expect(tracker.pending).toBe(0);
  });
});

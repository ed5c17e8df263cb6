import { createPoller, GAME_TYPE_REFRESH_MS, type PollerEnvironment } from './poller';

// SPEC §4/§9: the game-type list refreshes every 180 s; paused while the tab is hidden or offline.

function fakeEnv() {
  const listeners = new Set<() => void>();
  const state = { hidden: false, online: true };
  const env: PollerEnvironment = {
    isHidden: () => state.hidden,
    isOnline: () => state.online,
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    now: () => Date.now(),
  };
  const set = (patch: Partial<typeof state>) => {
    Object.assign(state, patch);
    listeners.forEach((fn) => fn());
  };
  return { env, set, listeners };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('poller (SPEC §9 game-type refresh)', () => {
  it('refreshes every 180 s, not before', () => {
    const task = jest.fn();
    const { env } = fakeEnv();
    createPoller({ intervalMs: GAME_TYPE_REFRESH_MS, task, env }).start();
    expect(GAME_TYPE_REFRESH_MS).toBe(180_000);
    jest.advanceTimersByTime(179_999);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(180_000 * 2);
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('pauses while the tab is hidden and catches up at once when it is shown again', () => {
    const task = jest.fn();
    const { env, set } = fakeEnv();
    createPoller({ intervalMs: 180_000, task, env }).start();
    jest.advanceTimersByTime(60_000);
    set({ hidden: true });
    jest.advanceTimersByTime(600_000);
    expect(task).not.toHaveBeenCalled();
    set({ hidden: false });
    expect(task).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(180_000);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('waits only for the rest of the interval when shown again before it is due', () => {
    const task = jest.fn();
    const { env, set } = fakeEnv();
    createPoller({ intervalMs: 180_000, task, env }).start();
    jest.advanceTimersByTime(100_000);
    set({ hidden: true });
    jest.advanceTimersByTime(20_000);
    set({ hidden: false });
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(59_999);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('pauses while offline', () => {
    const task = jest.fn();
    const { env, set } = fakeEnv();
    createPoller({ intervalMs: 180_000, task, env }).start();
    set({ online: false });
    jest.advanceTimersByTime(400_000);
    expect(task).not.toHaveBeenCalled();
    set({ online: true });
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('keeps polling after a failing refresh and stops cleanly', async () => {
    const task = jest.fn().mockRejectedValueOnce(new Error('down'));
    const { env, listeners } = fakeEnv();
    const poller = createPoller({ intervalMs: 1000, task, env });
    poller.start();
    jest.advanceTimersByTime(1000);
    await Promise.resolve();
    jest.advanceTimersByTime(1000);
    expect(task).toHaveBeenCalledTimes(2);
    poller.stop();
    expect(listeners.size).toBe(0);
    jest.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(2);
  });
});

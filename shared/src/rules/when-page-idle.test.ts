import { whenPageIdle } from './when-page-idle';

// Issue 16: prefetches wait for the page's load and then for idle time.
function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget();
  const idle: Array<() => void> = [];
  const win = {
    document: { readyState },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    requestIdleCallback: jest.fn((cb: () => void) => idle.push(cb)),
    cancelIdleCallback: jest.fn(),
  };
  return {
    win: win as unknown as Window,
    idle,
    load: () => target.dispatchEvent(new Event('load')),
  };
}

describe('work when the page is idle', () => {
  it('waits for the load event, then for an idle moment', () => {
    const { win, idle, load } = fakeWindow('interactive');
    const work = jest.fn();
    whenPageIdle(work, win);
    expect(win.requestIdleCallback).not.toHaveBeenCalled();
    load();
    expect(win.requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(work).not.toHaveBeenCalled();
    idle[0]?.();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('asks for idle time at once on a loaded page', () => {
    const { win } = fakeWindow('complete');
    whenPageIdle(jest.fn(), win);
    expect(win.requestIdleCallback).toHaveBeenCalledTimes(1);
  });

  it('cancels before the load and after it', () => {
    const before = fakeWindow('loading');
    whenPageIdle(jest.fn(), before.win)();
    before.load();
    expect(before.win.requestIdleCallback).not.toHaveBeenCalled();
    const after = fakeWindow('complete');
    whenPageIdle(jest.fn(), after.win)();
    expect(after.win.cancelIdleCallback).toHaveBeenCalledTimes(1);
  });
});

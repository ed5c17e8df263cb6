import {
  installDebugConsoleTrigger,
  LONG_PRESS_MS,
  openDebugConsole,
  preloadDebugConsole,
} from './debug-console';

const eruda = { init: jest.fn(), show: jest.fn() };
jest.mock('eruda', () => ({ __esModule: true, default: eruda }));

function pointer(target: HTMLElement, type: string, x = 10, y = 10) {
  target.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX: x, clientY: y }));
}

// SPEC §9: a 6-second long-press on the page body loads a hidden debug console; a tap cancels.
describe('debug console long-press (SPEC §9)', () => {
  let open: jest.Mock;
  let uninstall: () => void;
  beforeEach(() => {
    jest.useFakeTimers();
    open = jest.fn(() => Promise.resolve());
    uninstall = installDebugConsoleTrigger(document.body, open);
  });
  afterEach(() => {
    uninstall();
    jest.useRealTimers();
  });

  it('opens after a 6 s press', () => {
    expect(LONG_PRESS_MS).toBe(6000);
    pointer(document.body, 'pointerdown');
    jest.advanceTimersByTime(6000);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('does not open after 5.9 s', () => {
    pointer(document.body, 'pointerdown');
    jest.advanceTimersByTime(5900);
    expect(open).not.toHaveBeenCalled();
  });

  it('a release (tap) cancels', () => {
    pointer(document.body, 'pointerdown');
    jest.advanceTimersByTime(3000);
    pointer(document.body, 'pointerup');
    jest.advanceTimersByTime(10_000);
    expect(open).not.toHaveBeenCalled();
  });

  it('moving the finger cancels; a small tremor does not', () => {
    pointer(document.body, 'pointerdown', 10, 10);
    pointer(document.body, 'pointermove', 14, 13);
    jest.advanceTimersByTime(6000);
    expect(open).toHaveBeenCalledTimes(1);
    uninstall();
    open.mockClear();
    uninstall = installDebugConsoleTrigger(document.body, open);
    pointer(document.body, 'pointerdown', 10, 10);
    pointer(document.body, 'pointermove', 60, 10);
    jest.advanceTimersByTime(6000);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens only once per page load', () => {
    pointer(document.body, 'pointerdown');
    jest.advanceTimersByTime(6000);
    pointer(document.body, 'pointerup');
    pointer(document.body, 'pointerdown');
    jest.advanceTimersByTime(12_000);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('a press on an element inside the body counts too', () => {
    const child = document.createElement('div');
    document.body.append(child);
    pointer(child, 'pointerdown');
    jest.advanceTimersByTime(6000);
    expect(open).toHaveBeenCalledTimes(1);
    child.remove();
  });
});

describe('debug console loading (SPEC §9 "also loaded at start-up", opt-in)', () => {
  it('a start-up preload initialises it hidden once, at idle; opening then only shows it', async () => {
    let idle: () => void = () => undefined;
    preloadDebugConsole((cb) => {
      idle = cb;
    });
    expect(eruda.init).not.toHaveBeenCalled();
    idle();
    await new Promise((r) => setTimeout(r, 0));
    expect(eruda.init).toHaveBeenCalledTimes(1);
    expect(eruda.show).not.toHaveBeenCalled();
    await openDebugConsole();
    await openDebugConsole();
    expect(eruda.init).toHaveBeenCalledTimes(1);
    expect(eruda.show).toHaveBeenCalledTimes(2);
  });
});

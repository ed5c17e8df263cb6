import { createProgressBar, trickle } from './progress-bar';

const bar = () => document.querySelector<HTMLElement>('.bprogress .bar');
const shift = () => Number(/translate3d\((-?[\d.]+)%/.exec(bar()?.style.transform ?? '')?.[1]);

function setReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockReturnValue({ matches: reduce }) as typeof window.matchMedia;
}

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '';
  setReducedMotion(false);
});
afterEach(() => jest.useRealTimers());

describe('the navigation progress bar (SPEC §2)', () => {
  it('appears on start, creeps forward while work runs, fills and goes away when done', () => {
    const progress = createProgressBar();
    progress.start();
    expect(bar()).not.toBeNull();
    const first = shift();
    jest.advanceTimersByTime(1000);
    expect(shift()).toBeGreaterThan(first);
    expect(shift()).toBeLessThan(0);
    progress.done();
    expect(shift()).toBe(0);
    expect(document.querySelector('.bprogress')?.getAttribute('data-state')).toBe('done');
    jest.advanceTimersByTime(400);
    expect(document.querySelector('.bprogress')).toBeNull();
  });

  it('a start during the fade keeps the same bar running', () => {
    const progress = createProgressBar();
    progress.start();
    progress.done();
    progress.start();
    jest.advanceTimersByTime(1000);
    expect(document.querySelectorAll('.bprogress')).toHaveLength(1);
    expect(document.querySelector('.bprogress')?.getAttribute('data-state')).toBe('running');
  });

  it('with reduced motion it does not trickle', () => {
    setReducedMotion(true);
    const progress = createProgressBar();
    progress.start();
    const first = shift();
    jest.advanceTimersByTime(2000);
    expect(shift()).toBe(first);
  });

  it('never reaches the end by trickling alone', () => {
    let p = 0.15;
    for (let i = 0; i < 500; i += 1) p = trickle(p);
    expect(p).toBeLessThan(1);
    expect(trickle(0.2)).toBeGreaterThan(0.2);
  });
});

import {
  attemptSrc,
  createBatcher,
  createLru,
  LAZY_IMAGE,
  rootMarginFor,
  shouldRetry,
} from './lazy-image-rules';

describe('SPEC §9 lazy-image constants', () => {
  it('are 3 attempts, preload 1.3, throttle 200 ms, cache 200', () => {
    expect(LAZY_IMAGE).toEqual({ attempts: 3, preloadRatio: 1.3, throttleMs: 200, cacheSize: 200 });
  });
});

describe('preload ratio 1.3 → root margin of 30 % of the viewport', () => {
  it.each([
    [1.3, '30% 30% 30% 30%'],
    [1, '0% 0% 0% 0%'],
    [0.5, '0% 0% 0% 0%'],
    [2, '100% 100% 100% 100%'],
  ])('%s → %s', (ratio, margin) => expect(rootMarginFor(ratio)).toBe(margin));
});

describe('3 attempts', () => {
  it('retries after the first and second failure, not after the third', () => {
    expect([1, 2, 3].map((n) => shouldRetry(n))).toEqual([true, true, false]);
  });
  it('later attempts bypass a cached failure with a query, keeping the hash', () => {
    expect(attemptSrc('https://a/x.png', 1)).toBe('https://a/x.png');
    expect(attemptSrc('https://a/x.png', 2)).toBe('https://a/x.png?retry=1');
    expect(attemptSrc('https://a/x.png?w=1#f', 3)).toBe('https://a/x.png?w=1&retry=2#f');
    expect(attemptSrc('data:image/png;base64,AA', 3)).toBe('data:image/png;base64,AA');
  });
});

describe('cache of 200 loaded URLs (LRU)', () => {
  it('keeps at most the capacity, dropping the least recently used', () => {
    const lru = createLru(LAZY_IMAGE.cacheSize);
    for (let i = 0; i < 201; i += 1) lru.add(`u${i}`);
    expect(lru.size).toBe(200);
    expect(lru.has('u0')).toBe(false);
    expect(lru.has('u1')).toBe(true);
    expect(lru.has('u200')).toBe(true);
  });
  it('a looked-up entry counts as recently used', () => {
    const lru = createLru(2);
    lru.add('a');
    lru.add('b');
    lru.has('a');
    lru.add('c');
    expect(lru.has('a')).toBe(true);
    expect(lru.has('b')).toBe(false);
  });
});

describe('throttle of 200 ms', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the first at once, then one batch per 200 ms', () => {
    const flush = jest.fn();
    const push = createBatcher<number>(LAZY_IMAGE.throttleMs, flush);
    push(1);
    expect(flush).toHaveBeenLastCalledWith([1]);
    push(2);
    push(3);
    jest.advanceTimersByTime(199);
    expect(flush).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(flush).toHaveBeenLastCalledWith([2, 3]);
    jest.advanceTimersByTime(400);
    expect(flush).toHaveBeenCalledTimes(2);
    push(4);
    expect(flush).toHaveBeenLastCalledWith([4]);
  });
});

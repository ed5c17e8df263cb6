/** SPEC §9 lazy images: 3 attempts, preload ratio 1.3, throttle 200 ms, cache 200 entries. */
export const LAZY_IMAGE = {
  attempts: 3,
  preloadRatio: 1.3,
  throttleMs: 200,
  cacheSize: 200,
} as const;

/**
 * The observer's root margin for a preload ratio: 1.3 loads images up to 30 % of the viewport
 * beyond each edge, before they scroll into view.
 */
export function rootMarginFor(ratio: number): string {
  const percent = Math.max(0, Math.round((ratio - 1) * 100));
  return `${percent}% ${percent}% ${percent}% ${percent}%`;
}

/** A fixed-size set of recently used keys; the least recently used one goes first. */
export interface Lru {
  has(key: string): boolean;
  add(key: string): void;
  readonly size: number;
}

export function createLru(capacity: number): Lru {
  const keys = new Set<string>();
  return {
    has(key) {
      if (!keys.has(key)) return false;
      keys.delete(key); // touch: most recently used goes last
      keys.add(key);
      return true;
    },
    add(key) {
      keys.delete(key);
      keys.add(key);
      while (keys.size > capacity) {
        const oldest = keys.values().next().value;
        if (oldest === undefined) break;
        keys.delete(oldest);
      }
    },
    get size() {
      return keys.size;
    },
  };
}

/**
 * Batches calls: the first runs at once, the ones within `waitMs` are gathered and flushed
 * together once the wait is over (leading and trailing edge), so a fast scroll starts at most
 * one round of image loads per 200 ms.
 */
export function createBatcher<T>(waitMs: number, flush: (items: T[]) => void) {
  let pending: T[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const open = () => {
    timer = setTimeout(() => {
      timer = null;
      if (pending.length === 0) return;
      const items = pending;
      pending = [];
      flush(items);
      open();
    }, waitMs);
  };
  return (item: T) => {
    if (timer === null) {
      flush([item]);
      open();
    } else pending.push(item);
  };
}

/** Whether another attempt follows a failed one (attempts are counted from 1). */
export function shouldRetry(
  failedAttempt: number,
  attempts: number = LAZY_IMAGE.attempts,
): boolean {
  return failedAttempt < attempts;
}

/** The address of attempt n: later attempts add a query so no cached failure is reused. */
export function attemptSrc(src: string, attempt: number): string {
  if (attempt <= 1 || src.startsWith('data:')) return src;
  const [base, hash] = src.split('#', 2) as [string, string | undefined];
  const sep = base.includes('?') ? '&' : '?';
  return `${base}${sep}retry=${attempt - 1}${hash === undefined ? '' : `#${hash}`}`;
}

/** Images already loaded in this page (SPEC §9 cache of 200): a remount shows them at once. */
export const loadedImages = createLru(LAZY_IMAGE.cacheSize);

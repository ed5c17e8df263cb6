/** How long answers are kept, served stale, and waited for when there are none. */
export interface CacheTimes {
  ttlMs: number;
  maxStaleMs: number;
  waitMs: number;
}

export const CACHE_TIMES: CacheTimes = { ttlMs: 30_000, maxStaleMs: 2 * 60_000, waitMs: 300 };

interface Entry<T> {
  at: number;
  value: T | null;
  pending: Promise<T | null> | null;
}

/**
 * Values by key, each from the `load` it is asked with, refreshed after `ttlMs` while the old one is
 * still served (up to `maxStaleMs`), so a document waits for the API only on a cold cache, and then at
 * most `waitMs`. A failed load (null or thrown) is kept as "none" for `ttlMs` too, so a down API is not
 * asked on every request.
 */
export function createRefreshingCache<T>(
  times: CacheTimes = CACHE_TIMES,
  now: () => number = Date.now,
) {
  const entries = new Map<string, Entry<T>>();
  return async function get(key: string, load: () => Promise<T | null>): Promise<T | null> {
    let entry = entries.get(key);
    if (!entry) {
      entry = { at: -Infinity, value: null, pending: null };
      entries.set(key, entry);
    }
    const target = entry;
    if (now() - target.at >= times.ttlMs && !target.pending) {
      target.pending = load()
        .catch(() => null)
        .then((value) => {
          Object.assign(target, { at: now(), value, pending: null });
          return value;
        });
    }
    if (target.value !== null && now() - target.at <= times.maxStaleMs) return target.value;
    return target.pending ? within(times.waitMs, target.pending, null) : null;
  };
}

/** `work`'s value, or `fallback` when it takes longer than `ms` (the work itself goes on). */
async function within<T, F>(ms: number, work: Promise<T>, fallback: F): Promise<T | F> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<F>((resolve) => (timer = setTimeout(resolve, ms, fallback)));
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

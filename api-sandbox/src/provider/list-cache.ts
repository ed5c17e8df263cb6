import type { Ctx } from '../context';
import { ODDS_TICK_MS } from './match-view';

/**
 * Short-lived cache of serialized `/v1/match/getList` pages, the provider's hot path. An entry is
 * keyed by the filters and the language, and is served while it is younger than LIST_CACHE_TTL_MS
 * and still in the odds tick it was built in, so odds move exactly as without the cache and live
 * clocks lag by at most the TTL.
 */
export const LIST_CACHE_TTL_MS = 1000;
const MAX_ENTRIES = 500;

interface Entry {
  at: number;
  tick: number;
  payload: string;
}

const caches = new WeakMap<Ctx, Map<string, Entry>>();

/** The cached payload for `key`, or `build()`'s, stored for the rest of its tick and TTL. */
export function cachedPayload(
  ctx: Ctx,
  key: string,
  now: number,
  build: () => string,
  tickMs = ODDS_TICK_MS,
): string {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new Map();
    caches.set(ctx, cache);
  }
  const tick = Math.floor(now / tickMs);
  const hit = cache.get(key);
  if (hit && hit.tick === tick && now - hit.at < LIST_CACHE_TTL_MS && now >= hit.at) {
    return hit.payload;
  }
  const payload = build();
  cache.delete(key);
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, { at: now, tick, payload });
  return payload;
}

/** Drops every cached page (the match data was reseeded). */
export function clearListCache(ctx: Ctx): void {
  caches.get(ctx)?.clear();
}

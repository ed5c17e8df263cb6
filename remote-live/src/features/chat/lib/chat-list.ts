import type { ChatItem } from './chat-events';

/** The most a room keeps on screen: a fast room scrolls, it never grows without bound. */
export const CHAT_LIMIT = 200;

/** Adds items in time order, dropping ids already shown (history replays after a reconnect). */
export function mergeItems(
  list: readonly ChatItem[],
  incoming: readonly ChatItem[],
  limit = CHAT_LIMIT,
): ChatItem[] {
  if (incoming.length === 0) return list as ChatItem[];
  const seen = new Set(list.map((m) => m.id));
  const fresh = incoming.filter((m) => {
    if (seen.has(m.id)) return false;
    seen.add(m.id);
    return true;
  });
  if (fresh.length === 0) return list as ChatItem[];
  const merged = [...list, ...fresh].sort((a, b) => a.at - b.at);
  return merged.length > limit ? merged.slice(merged.length - limit) : merged;
}

/** Reconnect delay: doubling from 1 s to 30 s, with jitter so a room does not reconnect in step. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.5 + random() * 0.5));
}

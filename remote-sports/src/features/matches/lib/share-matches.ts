import { replaceEqualDeep } from '@app/shared/client';
import type { Match } from '@app/shared/api/sportsbook-lists';

/**
 * The next answer of the on-screen refresh, with every match that did not change kept as the very
 * object of the previous answer (and, in a changed match, its unchanged parts: teams, league, the
 * markets that did not move), so memoised rows and prices skip rendering. Returns `prev` itself when
 * nothing changed at all.
 */
export function shareMatches(
  prev: ReadonlyMap<string, Match>,
  next: ReadonlyMap<string, Match>,
): ReadonlyMap<string, Match> {
  let same = prev.size === next.size;
  const out = new Map<string, Match>();
  for (const [id, match] of next) {
    const old = prev.get(id);
    const kept = old === undefined ? match : replaceEqualDeep(old, match);
    if (kept !== old) same = false;
    out.set(id, kept);
  }
  return same ? prev : out;
}

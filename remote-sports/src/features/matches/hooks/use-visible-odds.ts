import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@app/shared/client';
import type { Match } from '@app/shared/api/sportsbook-lists';
import { VISIBLE_ODDS_MS, visibleOddsQuery } from '../api/visible-odds';
import { shareMatches } from '../lib/share-matches';

/** Scrolling settles before the on-screen set is asked for, so a fling is not a burst of calls… */
const SETTLE_MS = 250;
/** …but a long scroll still refreshes what it shows at the provider's pace. */
const MAX_WAIT_MS = VISIBLE_ODDS_MS;
const NONE = new Map<string, Match>();

/**
 * Fresh state of the live matches on screen, keyed by match id; empty when `list` is null (lists
 * that do not tick). The previous answer stays while the next set of rows is fetched; a match that
 * did not change keeps its object from one refresh to the next.
 */
export function useVisibleOdds(
  ids: readonly string[],
  list: { type: number; sportId: number } | null,
): ReadonlyMap<string, Match> {
  const key = ids.join(',');
  const [settled, setSettled] = useState(key);
  const settledAt = useRef(0);
  useEffect(() => {
    const wait = Math.max(0, Math.min(SETTLE_MS, settledAt.current + MAX_WAIT_MS - Date.now()));
    const id = setTimeout(() => {
      settledAt.current = Date.now();
      setSettled(key);
    }, wait);
    return () => clearTimeout(id);
  }, [key]);
  const query = useQuery({
    ...visibleOddsQuery({
      type: list?.type ?? 0,
      sportId: list?.sportId ?? 0,
      ids: settled ? settled.split(',') : [],
    }),
    enabled: list !== null && settled !== '',
    placeholderData: keepPreviousData,
  });
  // a refresh keeps the objects of the matches that did not move, so their rows skip rendering
  const data = query.data;
  const [shared, setShared] = useState<{ from: typeof data; matches: ReadonlyMap<string, Match> }>({
    from: undefined,
    matches: NONE,
  });
  let matches = shared.matches;
  if (data !== shared.from) {
    matches = data ? shareMatches(shared.matches, data) : NONE;
    setShared({ from: data, matches });
  }
  return list ? matches : NONE;
}

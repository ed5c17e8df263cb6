import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Match } from '@app/shared';
import { visibleOddsQuery } from '../api/visible-odds';

/** Scrolling settles before the on-screen set is asked for, so a fling is not a burst of calls. */
const SETTLE_MS = 250;
const NONE = new Map<string, Match>();

/**
 * Fresh state of the live matches on screen, keyed by match id; empty when `list` is null (lists
 * that do not tick). The previous answer stays while the next set of rows is fetched.
 */
export function useVisibleOdds(
  ids: readonly string[],
  list: { type: number; sportId: number } | null,
): ReadonlyMap<string, Match> {
  const key = ids.join(',');
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const id = setTimeout(() => setSettled(key), SETTLE_MS);
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
  return list && query.data ? query.data : NONE;
}

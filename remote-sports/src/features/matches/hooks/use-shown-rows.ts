import { useDeferredValue, useEffect } from 'react';
import type { Match } from '@app/shared/api/sportsbook-lists';
import { useFirstContentShown } from '@app/shared/federation';
import type { ListRowViewProps } from '../components/list-row-view';
import type { MarketColumn } from '../components/match-row';
import { matchIdsAt, type ListRow } from '../lib/rows';
import { useVisibleOdds } from './use-visible-odds';

export interface MatchListProps {
  rows: ListRow[];
  lang: string;
  market: MarketColumn;
  hasMore: boolean;
  loadingMore: boolean;
  onMore(): void;
  onToggleLeague(id: string): void;
  /** The list whose on-screen rows tick (live); null when its prices do not move. */
  ticking: { type: number; sportId: number } | null;
}

/**
 * What the list does with the rows it renders (`indexes`, in order), whichever way it picks them: says
 * the page's first content is shown, asks for the next page near the end, and returns what each row
 * is drawn with, the on-screen rows' latest prices among it (each second's re-render in a transition,
 * yielding to scrolling between rows).
 */
export function useShownRows(
  props: MatchListProps & { phone: boolean },
  indexes: readonly number[],
): Omit<ListRowViewProps, 'row'> {
  const { rows, hasMore, loadingMore, onMore, ticking, lang, market, onToggleLeague, phone } =
    props;
  useFirstContentShown(indexes.length > 0);
  const last = indexes[indexes.length - 1] ?? 0;
  const fresh: ReadonlyMap<string, Match> = useDeferredValue(
    useVisibleOdds(matchIdsAt(rows, indexes), ticking),
  );
  useEffect(() => {
    if (hasMore && !loadingMore && last >= rows.length - 8) onMore();
  }, [last, rows.length, hasMore, loadingMore, onMore]);
  return { fresh, lang, market, onToggleLeague, phone };
}

import { useDeferredValue, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useFirstContentShown } from '@app/shared/federation';
import { NS } from '../../../i18n/namespace';
import { useNarrow } from '../hooks/use-narrow';
import { useVisibleOdds } from '../hooks/use-visible-odds';
import { estimateRowSize } from '../lib/row-sizes';
import { matchIdsAt, type ListRow } from '../lib/rows';
import { LeagueHeader } from './league-header';
import { MatchRow, type MarketColumn } from './match-row';
import styles from './match-list-page.module.css';

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

/** Virtualised rows (hundreds of live matches stay cheap) with infinite scroll at the end. */
export function MatchList(props: MatchListProps) {
  const { rows, lang, market, hasMore, loadingMore, onMore, onToggleLeague, ticking } = props;
  const { t } = useTranslation(NS);
  const ref = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);
  const phone = useNarrow();
  useLayoutEffect(() => {
    setMargin(ref.current ? ref.current.getBoundingClientRect().top + window.scrollY : 0);
  }, []);
  const v = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (i) => estimateRowSize(rows[i], phone),
    // fewer spare rows on a small screen
    overscan: phone ? 2 : 6,
    // a scroll re-renders the list with the next frame, not inside the scroll event (long tasks)
    useFlushSync: false,
    scrollMargin: margin,
    getItemKey: (i) => {
      const r = rows[i];
      return r ? (r.kind === 'league' ? `l${r.id}` : `m${r.match.id}`) : i;
    },
  });
  const items = v.getVirtualItems();
  // the virtualizer knows the window's height only after its first commit: the rows come in the next
  useFirstContentShown(items.length > 0);
  const last = items[items.length - 1]?.index ?? 0;
  // each second's prices re-render their rows in a transition (yielding to scrolling between rows)
  const fresh = useDeferredValue(
    useVisibleOdds(
      matchIdsAt(
        rows,
        items.map((i) => i.index),
      ),
      ticking,
    ),
  );
  useEffect(() => {
    if (hasMore && !loadingMore && last >= rows.length - 8) onMore();
  }, [last, rows.length, hasMore, loadingMore, onMore]);

  return (
    <div ref={ref} className={styles.list} data-market={market} data-testid="match-list">
      <div style={{ height: v.getTotalSize(), position: 'relative' }}>
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={v.measureElement}
              className={styles.slot}
              style={{ transform: `translateY(${item.start - v.options.scrollMargin}px)` }}
            >
              {row.kind === 'league' ? (
                <LeagueHeader
                  id={row.id}
                  name={row.name}
                  count={row.count}
                  collapsed={row.collapsed}
                  onToggle={onToggleLeague}
                />
              ) : (
                <MatchRow
                  match={fresh.get(String(row.match.id)) ?? row.match}
                  lang={lang}
                  only={phone ? market : null}
                  detailPath={`sportsdetail/${row.match.id}`}
                />
              )}
            </div>
          );
        })}
      </div>
      {loadingMore ? <p className={styles.more}>{t('loadingMore')}</p> : null}
    </div>
  );
}

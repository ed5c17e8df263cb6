import { useDeferredValue, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useFirstContentShown } from '@app/shared/federation';
import { preloadOnLinkIntent } from '@app/shared/lazy';
import { MatchDetailPage } from '../../../app/pages';
import { NS } from '../../../i18n/namespace';
import { useNarrow } from '../hooks/use-narrow';
import { useVisibleOdds } from '../hooks/use-visible-odds';
import { estimateRowSize } from '../lib/row-sizes';
import { matchIdsAt, type ListRow } from '../lib/rows';
import { LeagueHeader } from './league-header';
import { MatchRow, type MarketColumn } from './match-row';
import styles from './match-list-page.module.css';

/** A row's links lead to the match detail: pointing at one fetches its page (one handler set). */
const DETAIL_INTENT = preloadOnLinkIntent(MatchDetailPage);

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
  // where the list starts in the page, again whenever its box changes: a page rendered out of sight
  // (while the early painted list stands in, host's early-route.ts) reads 0 until it is shown
  useLayoutEffect(() => {
    const list = ref.current;
    if (!list) return;
    const measure = () => setMargin(list.getBoundingClientRect().top + window.scrollY);
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, []);
  const v = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (i) => estimateRowSize(rows[i], phone),
    // fewer spare rows on a small screen
    overscan: phone ? 2 : 6,
    // a scroll re-renders the list with the next frame, not inside the scroll event (long tasks)
    useFlushSync: false,
    // the screen's size from the first render: the rows come in the list's own (deferred, sliced)
    // render, not in a synchronous one after the virtualizer has measured the window (issue 16, TBT)
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    // a row out of sight (the page rendered behind the early painted list) has no box: it keeps its
    // estimate rather than 0, or showing the page would resize every row above the window's top
    // and the virtualizer would scroll the page by their heights to keep its place
    measureElement: (element, entry, instance) =>
      element.getClientRects().length > 0
        ? measureElement(element, entry, instance)
        : instance.options.estimateSize(instance.indexFromElement(element)),
    scrollMargin: margin,
    getItemKey: (i) => {
      const r = rows[i];
      return r ? (r.kind === 'league' ? `l${r.id}` : `m${r.match.id}`) : i;
    },
  });
  const items = v.getVirtualItems();
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
    <div
      ref={ref}
      className={styles.list}
      data-market={market}
      data-testid="match-list"
      {...DETAIL_INTENT}
    >
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

import { useLayoutEffect, useRef, useState } from 'react';
import { measureElement, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useShownRows, type MatchListProps } from '../hooks/use-shown-rows';
import { rowKey, spareRows, type MeasuredRows } from '../lib/row-sizes';
import { ListRowView } from './list-row-view';
import styles from './match-list-page.module.css';

interface VirtualRowsProps extends MatchListProps {
  phone: boolean;
  measured: MeasuredRows;
}

/**
 * The rows on screen and a few spare ones, virtualised against the window (hundreds of live matches
 * stay cheap). A chunk of its own: the first screen needs none of it (first-screen-rows.tsx).
 */
export function VirtualRows(props: VirtualRowsProps) {
  const { rows, phone, measured } = props;
  const box = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);
  // where the rows start in the page, again whenever their box changes: a page rendered out of sight
  // (while the early painted list stands in, host's early-route.ts) reads 0 until it is shown
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setMargin(element.getBoundingClientRect().top + window.scrollY);
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const v = useWindowVirtualizer({
    count: rows.length,
    // the first screen's rows where they were laid out before this list took over, else estimates
    estimateSize: (i) => measured.size(rows[i], i, phone),
    overscan: spareRows(phone),
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
    getItemKey: (i) => rowKey(rows[i], i),
  });
  const items = v.getVirtualItems();
  const shown = useShownRows(
    props,
    items.map((item) => item.index),
  );

  return (
    <div ref={box} style={{ height: v.getTotalSize(), position: 'relative' }}>
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
            <ListRowView row={row} {...shown} />
          </div>
        );
      })}
    </div>
  );
}

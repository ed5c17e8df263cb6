import { useLayoutEffect, useRef } from 'react';
import { useShownRows, type MatchListProps } from '../hooks/use-shown-rows';
import { ABOVE_THE_LIST, measuredKey, spareRows, type MeasuredRows } from '../lib/row-sizes';
import { ListRowView } from './list-row-view';
import styles from './match-list-page.module.css';

/** How many rows fill `height` px by their estimates, and the spare ones below them. */
export function firstScreenCount(
  props: Pick<MatchListProps, 'rows'>,
  measured: MeasuredRows,
  phone: boolean,
  height: number,
): number {
  let n = 0;
  for (let top = 0; n < props.rows.length && top < height; n += 1)
    top += measured.size(props.rows[n], n, phone);
  return Math.min(props.rows.length, n + spareRows(phone));
}

interface FirstScreenRowsProps extends MatchListProps {
  phone: boolean;
  measured: MeasuredRows;
  /** Every row (the virtual list could not be loaded): the list stays whole, only slower. */
  all: boolean;
}

/**
 * The list before its virtualizer has loaded (it comes at the visitor's first touch, scroll or key,
 * virtual-rows-loader.ts): the rows of the first screen in the page's flow, and the height the others
 * will take below them, so the page does not change length when they arrive. Each row's height is
 * measured as it is laid out, for the virtual list to place the rows where they stand.
 */
export function FirstScreenRows(props: FirstScreenRowsProps) {
  const { rows, phone, measured, all } = props;
  const count = all
    ? rows.length
    : firstScreenCount(props, measured, phone, window.innerHeight - ABOVE_THE_LIST);
  const indexes = Array.from({ length: count }, (_, i) => i);
  const shown = useShownRows(props, indexes);
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    // called once the rows have boxes: the page may render out of sight first (early-route.ts)
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const slot = entry.target as HTMLElement;
        const size = entry.borderBoxSize?.[0]?.blockSize ?? slot.offsetHeight;
        if (slot.dataset.key) measured.set(slot.dataset.key, size);
      }
    });
    for (const slot of element.querySelectorAll(':scope > [data-key]')) observer.observe(slot);
    return () => observer.disconnect();
  }, [count, rows, measured]);
  let below = 0;
  for (let i = count; i < rows.length; i += 1) below += measured.size(rows[i], i, phone);

  return (
    <div ref={box}>
      {rows.slice(0, count).map((row, index) => {
        const key = measuredKey(row, index, phone);
        return (
          <div key={key} data-index={index} data-key={key} className={styles.flowSlot}>
            <ListRowView row={row} {...shown} />
          </div>
        );
      })}
      {below > 0 ? <div aria-hidden="true" style={{ height: below }} /> : null}
    </div>
  );
}

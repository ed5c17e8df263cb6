import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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

/** How far down the visitor has scrolled (px), in steps of this: one render per step, not per event. */
const REACH_STEP = 400;

/**
 * The furthest the page has been scrolled while the virtual list is on its way: a thumb that flings
 * past the first screen before it arrives (a slow network) finds rows there, not a blank.
 */
function useScrollReach(watch: boolean): number {
  const [reach, setReach] = useState(0);
  useEffect(() => {
    if (!watch) return undefined;
    const onScroll = () =>
      setReach((r) => Math.max(r, Math.ceil(window.scrollY / REACH_STEP) * REACH_STEP));
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [watch]);
  return reach;
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
 * will take below them, so the page does not change length when they arrive; more as the page is
 * scrolled before it does. Each row's height is measured as it is laid out, for the virtual list to
 * place the rows where they stand.
 */
export function FirstScreenRows(props: FirstScreenRowsProps) {
  const { rows, phone, measured, all } = props;
  const reach = useScrollReach(!all);
  const count = all
    ? rows.length
    : firstScreenCount(props, measured, phone, window.innerHeight - ABOVE_THE_LIST + reach);
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

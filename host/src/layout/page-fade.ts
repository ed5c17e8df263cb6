import { useLayoutEffect, useRef, type RefObject } from 'react';
import styles from './layout.module.css';

/**
 * SPEC §2: pages fade in on navigation. CSS only: two identical keyframes alternate so each change
 * restarts the animation without remounting the page. The first route never fades (no opacity 0 on
 * the first paint, so LCP of / is not delayed); prefers-reduced-motion turns it off in the CSS.
 */
export function usePageFade(ref: RefObject<HTMLElement | null>, pathname: string): void {
  const initial = useRef(pathname);
  const navigated = useRef(false);
  const flip = useRef(false);
  useLayoutEffect(() => {
    if (!navigated.current && pathname === initial.current) return;
    navigated.current = true;
    const el = ref.current;
    if (!el) return;
    flip.current = !flip.current;
    el.classList.remove(styles.fadeA!, styles.fadeB!);
    el.classList.add((flip.current ? styles.fadeA : styles.fadeB)!);
  }, [pathname, ref]);
}

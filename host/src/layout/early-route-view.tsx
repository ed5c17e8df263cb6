import { useLayoutEffect, useRef } from 'react';
import { EARLY_ROUTE_ATTR } from '../boot/early-paint-marks';
import { releaseEarlyRoute } from '../routing/early-route';
import styles from './layout.module.css';

/** Marks the adopted painted route: the layout hides its outlet's other children while it is there. */
export const ADOPTED_ATTR = 'data-early-adopted';

/** The prerendered layout's route slot (src/prerender/render-shell.tsx), empty until a painter fills it. */
export function EarlyRouteSlot() {
  return <div {...{ [EARLY_ROUTE_ATTR]: '' }} />;
}

/**
 * Puts the painted route markup back into the page React rendered, in the commit that replaced the
 * prerendered layout, so the browser never paints the page without it. React renders no children
 * here: it never compares or removes what is appended.
 */
export function HeldEarlyRoute({ node }: { node: HTMLElement }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (box.current && node.parentNode !== box.current) box.current.append(node);
  }, [node]);
  return <div ref={box} className={styles.adopted} {...{ [ADOPTED_ATTR]: '' }} />;
}

/** Rendered where a page shows something other than its loading state or its content: the painted route goes. */
export function ReleaseEarlyRoute() {
  useLayoutEffect(releaseEarlyRoute, []);
  return null;
}

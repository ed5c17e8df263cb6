import { useEffect, useRef, useState, type RefObject } from 'react';
import { whenVisitorActs } from './when-visitor-acts';

// Apart from lazy-page.tsx: the host runs lazyPage in main.js, and these only in the remotes it
// provides them to (issue 16).

type Preloadable = { preload: () => Promise<void> };

/** Handlers that preload a page when the visitor points at, focuses or touches its link. */
export function preloadOnIntent(page: Preloadable | undefined) {
  if (!page) return {};
  const start = () => void page.preload();
  return { onPointerEnter: start, onFocus: start, onTouchStart: start };
}

/**
 * The same for a container of many links to one page (a list's rows): one set of bubbling handlers,
 * which preload when the event comes from inside a link.
 */
export function preloadOnLinkIntent(page: Preloadable) {
  const start = (event: { target: EventTarget | null }) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) void page.preload();
  };
  return { onPointerOver: start, onFocus: start, onTouchStart: start };
}

/**
 * Preloads the pages a visitor is likely to open next from the page that calls it, at their first
 * touch, key or pointer movement inside the element the returned ref is put on (whenVisitorActs): a
 * thumb scrolling the match list fetches the match page before the tap, a visitor who only looks
 * downloads none of it, and a tap on the site's tab bar that leaves the page starts nothing.
 */
export function usePreloadWhenVisitorActs<T extends HTMLElement>(
  ...pages: Preloadable[]
): RefObject<T | null> {
  const ref = useRef<T>(null);
  const [first] = useState(pages);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    return whenVisitorActs(() => first.forEach((page) => void page.preload()), window, element);
  }, [first]);
  return ref;
}

import { useEffect, useRef, useState } from 'react';

/**
 * True once the element is in the viewport, or within `margin` of it after the member has started
 * scrolling, and from then on. Parts below the fold wait for it (the home page's widgets and their
 * remote entries, the promotions directory's tiles), so a phone that never scrolls spends no JS,
 * requests or main-thread time on them; the first scroll gives the nearest a head start before they
 * come into view. False on the first render everywhere, the server's included, so a page the server
 * drew hydrates to the same markup; without IntersectionObserver (old browsers) true just after.
 */
export function useNearViewport<T extends Element>(margin = '300px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setNear(true));
      return () => clearTimeout(timer);
    }
    let inRange = false;
    let scrolled = false;
    // read from the observer's callback, which runs after the browser's layout: read here, in the
    // effect, `scrollY` made the browser lay the page out at once (~20 ms of a start-up at 4x CPU)
    const decide = () => {
      if (
        inRange &&
        (scrolled || window.scrollY > 0 || el.getBoundingClientRect().top < window.innerHeight)
      )
        setNear(true);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        inRange = entries.some((e) => e.isIntersecting);
        decide();
      },
      { rootMargin: margin },
    );
    const onScroll = () => {
      scrolled = true;
      decide();
    };
    observer.observe(el);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [near, margin]);
  return { ref, near };
}

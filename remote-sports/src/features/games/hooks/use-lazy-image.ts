import { useEffect, useRef, useState } from 'react';

/** SPEC §9 lazy images: 3 attempts, preload ratio 1.3 (start loading 30 % of a screen early). */
export const LAZY_ATTEMPTS = 3;
export const LAZY_PRELOAD_RATIO = 1.3;
const RETRY_DELAY_MS = 600;

export type LazyImageStatus = 'waiting' | 'loading' | 'loaded' | 'failed';

/**
 * Loads `src` once its element comes near the viewport, retrying a failed load up to
 * {@link LAZY_ATTEMPTS} times (with a cache-busting query so a bad cached answer is not reused).
 */
export function useLazyImage<T extends Element>(src: string | null | undefined) {
  const ref = useRef<T>(null);
  // without an observer (an old browser) an image loads at once rather than never
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  const [attempt, setAttempt] = useState(1);
  const [done, setDone] = useState<'loaded' | 'failed' | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || visible) return undefined;
    const margin = `${Math.round((LAZY_PRELOAD_RATIO - 1) * 100)}%`;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin: `${margin} 0px ${margin} 0px` },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [visible]);

  const onError = () => {
    if (attempt >= LAZY_ATTEMPTS) {
      setDone('failed');
      return;
    }
    window.setTimeout(() => setAttempt((a) => a + 1), RETRY_DELAY_MS * attempt);
  };

  // derived, not set in an effect: a cached image can fire onLoad before any effect runs
  const status: LazyImageStatus = done ?? (visible && src ? 'loading' : 'waiting');
  const url =
    visible && src && status !== 'failed'
      ? attempt === 1
        ? src
        : `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`
      : undefined;
  return { ref, url, status, onLoad: () => setDone('loaded'), onError };
}

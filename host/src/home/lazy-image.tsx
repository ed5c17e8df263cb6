import { useEffect, useMemo, useRef, useState } from 'react';
import { elementTiming, imageLoading } from '@app/shared/ui';
import { earlyImageLoaded } from '../boot/early-paint-marks';
import { imageSrc } from './image-src';
import {
  attemptSrc,
  createBatcher,
  LAZY_IMAGE,
  loadedImages,
  rootMarginFor,
  shouldRetry,
} from './lazy-image-rules';
import styles from './lazy-image.module.css';

type Start = () => void;

/** One observer for every lazy image; starts are batched once per 200 ms (SPEC §9 throttle). */
let observer: IntersectionObserver | null = null;
const starts = new Map<Element, Start>();
const startBatch = createBatcher<Start>(LAZY_IMAGE.throttleMs, (batch) =>
  batch.forEach((start) => start()),
);

function observe(el: Element, start: Start): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    start(); // no observer (old browser): load at once rather than never
    return () => undefined;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const fn = starts.get(entry.target);
        starts.delete(entry.target);
        observer?.unobserve(entry.target);
        if (fn) startBatch(fn);
      }
    },
    { rootMargin: rootMarginFor(LAZY_IMAGE.preloadRatio) },
  );
  starts.set(el, start);
  observer.observe(el);
  return () => {
    starts.delete(el);
    observer?.unobserve(el);
  };
}

export interface LazyImageProps {
  /** Raw source from the API; resolved by SPEC §5 rules. */
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** Above the fold (the LCP banner): loads at once with high priority, no observer. */
  priority?: boolean;
  width?: number;
  height?: number;
  /** Element Timing name (the bench reads when the first screen's real content painted). */
  timing?: string;
}

export { elementTiming };

/** Loaded before: by an earlier image of the page, or by the early paint (boot/early-paint.ts). */
const imageLoaded = (url: string) => loadedImages.has(url) || earlyImageLoaded(url);

type Status = 'waiting' | 'loading' | 'loaded' | 'failed';

/**
 * An image that loads when it comes within 30 % of the viewport (SPEC §9), tries 3 times, and
 * shows at once when its URL was loaded before (200-entry cache). A skeleton stands in while it
 * loads, the alt text's first letter when it cannot be loaded.
 */
export function LazyImage({
  src,
  alt,
  className,
  priority,
  width,
  height,
  timing,
}: LazyImageProps) {
  const url = useMemo(() => imageSrc(src), [src]);
  const cached = url !== '' && imageLoaded(url);
  const [status, setStatus] = useState<Status>(
    url === '' ? 'failed' : cached ? 'loaded' : priority ? 'loading' : 'waiting',
  );
  const [attempt, setAttempt] = useState(1);
  const [failedAttempt, setFailedAttempt] = useState(0);
  const box = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    setAttempt(1);
    setFailedAttempt(0);
    if (url === '' || imageLoaded(url) || priority) {
      setStatus(url === '' ? 'failed' : imageLoaded(url) ? 'loaded' : 'loading');
      return undefined;
    }
    setStatus('waiting');
    const el = box.current;
    return el ? observe(el, () => setStatus((s) => (s === 'waiting' ? 'loading' : s))) : undefined;
  }, [url, priority]);

  // a failed attempt is retried after a short pause, up to 3 attempts in all (SPEC §9)
  useEffect(() => {
    if (failedAttempt === 0) return undefined;
    if (!shouldRetry(failedAttempt)) {
      setStatus('failed');
      return undefined;
    }
    const timer = setTimeout(() => setAttempt(failedAttempt + 1), 250 * failedAttempt);
    return () => clearTimeout(timer);
  }, [failedAttempt]);

  const classes = [styles.box, status === 'loaded' ? styles.loaded : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <span ref={box} className={classes} data-status={status}>
      {status === 'loading' || status === 'loaded' ? (
        <img
          className={styles.img}
          src={attemptSrc(url, attempt)}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          {...imageLoading(priority)}
          {...elementTiming(timing)}
          onLoad={() => {
            loadedImages.add(url);
            setStatus('loaded');
          }}
          onError={() => setFailedAttempt(attempt)}
        />
      ) : null}
      {status === 'failed' ? (
        <span className={styles.fallback} role="img" aria-label={alt}>
          {alt.trim().charAt(0).toUpperCase()}
        </span>
      ) : null}
    </span>
  );
}

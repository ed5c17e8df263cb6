import { useEffect, useMemo, useRef, useState } from 'react';
import { elementTiming, imageLoading } from '@app/shared/ui';
import { drawingServerMarkup } from '../app/hydration';
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

/** Loaded before, by an earlier image of the page. */
const imageLoaded = (url: string) => loadedImages.has(url);

type Status = 'waiting' | 'loading' | 'loaded' | 'failed';

/**
 * An image that loads when it comes within 30 % of the viewport (SPEC §9), tries 3 times, and
 * shows at once when its URL was loaded before (200-entry cache). A skeleton stands in while it
 * loads, the alt text's first letter when it cannot be loaded.
 */
export function LazyImage(props: LazyImageProps) {
  const url = useMemo(() => imageSrc(props.src), [props.src]);
  // a new address or priority starts over: attempts, status and the observer belong to one image
  return <LazyImageOf key={`${url} ${props.priority ? 1 : 0}`} {...props} url={url} />;
}

function LazyImageOf({
  url,
  alt,
  className,
  priority,
  width,
  height,
  timing,
}: LazyImageProps & { url: string }) {
  const [status, setStatus] = useState<Status>(() =>
    url === ''
      ? 'failed'
      : imageLoaded(url)
        ? 'loaded'
        : // the server draws the image itself: the browser's own lazy loading starts it near the viewport
          priority || drawingServerMarkup()
          ? 'loading'
          : 'waiting',
  );
  const [attempt, setAttempt] = useState(1);
  const [failedAttempt, setFailedAttempt] = useState(0);
  const box = useRef<HTMLSpanElement>(null);
  const img = useRef<HTMLImageElement>(null);

  // an image the server drew can finish loading before the page hydrates: its load event went unseen
  useEffect(() => {
    const el = img.current;
    if (!el?.complete || el.naturalWidth === 0) return;
    loadedImages.add(url);
    setStatus('loaded');
  }, [url]);

  useEffect(() => {
    const el = box.current;
    if (status !== 'waiting' || !el) return undefined;
    return observe(el, () => setStatus((s) => (s === 'waiting' ? 'loading' : s)));
  }, [status]);

  // a failed attempt is retried after a short pause, up to 3 attempts in all (SPEC §9)
  useEffect(() => {
    if (failedAttempt === 0) return undefined;
    const timer = setTimeout(() => setAttempt(failedAttempt + 1), 250 * failedAttempt);
    return () => clearTimeout(timer);
  }, [failedAttempt]);

  const onError = () => {
    if (shouldRetry(attempt)) setFailedAttempt(attempt);
    else setStatus('failed');
  };

  const classes = [styles.box, status === 'loaded' ? styles.loaded : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <span ref={box} className={classes} data-status={status}>
      {status === 'loading' || status === 'loaded' ? (
        <img
          ref={img}
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
          onError={onError}
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

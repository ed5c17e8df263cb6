import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Advert } from '@app/shared/api/promotion';
import { HOME_NS } from './home-i18n';
import { LazyImage } from './lazy-image';
import { linkTarget } from './link-target';
import { SectionEmpty, SectionError } from './section-state';
import { useCarouselAdverts } from './use-home-data';
import styles from './banner-carousel.module.css';

/** Time each banner stays before the next one slides in. */
export const AUTO_ADVANCE_MS = 5000;

function AdvertLink({ advert, children }: { advert: Advert; children: ReactNode }) {
  const target = linkTarget(advert.link);
  if (target?.kind === 'internal')
    return (
      <Link className={styles.link} to={target.to}>
        {children}
      </Link>
    );
  if (target?.kind === 'external')
    return (
      <a className={styles.link} href={target.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  return <div className={styles.link}>{children}</div>;
}

function reducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

export interface CarouselProps {
  adverts: readonly Advert[];
}

/**
 * Scroll-snap carousel: swipe or scroll natively, buttons and dots to jump, and an auto-advance
 * every 5 s that stops while the pointer or focus is inside, the tab is hidden or the user asks
 * for reduced motion.
 */
export function Carousel({ adverts }: CarouselProps) {
  const { t } = useTranslation(HOME_NS);
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = adverts.length;

  const goTo = useCallback(
    (next: number) => {
      const el = track.current;
      if (!el || count === 0) return;
      const i = ((next % count) + count) % count;
      const left = i * el.clientWidth;
      // old engines (and jsdom) lack Element.scrollTo: set the position directly
      if (typeof el.scrollTo === 'function')
        el.scrollTo({ left, behavior: reducedMotion() ? 'auto' : 'smooth' });
      else el.scrollLeft = left;
      setIndex(i);
    },
    [count],
  );

  useEffect(() => {
    if (paused || count < 2 || reducedMotion()) return undefined;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') goTo(index + 1);
    }, AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [paused, count, index, goTo]);

  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    const i = Math.round(el.scrollLeft / el.clientWidth);
    if (i !== index && i >= 0 && i < count) setIndex(i);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t('bannersLabel')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
      onTouchStart={() => setPaused(true)}
    >
      <div className={styles.track} ref={track} onScroll={onScroll} data-testid="banner-track">
        {adverts.map((advert, i) => (
          <div
            key={advert.id}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={t('slideLabel', { n: i + 1, total: count })}
            aria-hidden={i === index ? undefined : true}
            inert={i !== index}
          >
            <AdvertLink advert={advert}>
              <LazyImage
                className={styles.image}
                src={advert.imageUrl}
                alt={advert.title}
                priority={i === 0}
                timing={i === 0 ? 'hero-banner' : undefined}
                width={750}
                height={300}
              />
            </AdvertLink>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            aria-label={t('slidePrev')}
            onClick={() => goTo(index - 1)}
          >
            ‹
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={t('slideNext')}
            onClick={() => goTo(index + 1)}
          >
            ›
          </button>
          <div className={styles.dots}>
            {adverts.map((advert, i) => (
              <button
                key={advert.id}
                type="button"
                className={styles.dot}
                aria-label={t('slideGoTo', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => goTo(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

/** The advert banners of SPEC §7 with their loading, error and empty states. */
export function BannerCarousel() {
  const { t } = useTranslation(HOME_NS);
  const { data, isPending, isError, refetch } = useCarouselAdverts();
  if (isPending)
    return (
      <div
        className={`${styles.carousel} ${styles.skeleton}`}
        aria-busy="true"
        aria-label={t('loading')}
      />
    );
  if (isError) return <SectionError message={t('bannersError')} onRetry={() => void refetch()} />;
  if (data.length === 0) return <SectionEmpty message={t('bannersEmpty')} />;
  return <Carousel adverts={data} />;
}

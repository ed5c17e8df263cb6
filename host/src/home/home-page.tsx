import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerCarousel } from './banner-carousel';
import { GameBar } from './game-bar';
import { HOME_NS, registerHomeMessages } from './home-i18n';
import { HotGames } from './hot-games';
import { RemoteWidget } from './remote-widget';
import styles from './home-page.module.css';

// The dialogs only matter once their calls answer, so their code stays off the first screen.
const DailyPopups = lazy(() => import('./daily-popups'));

/**
 * The home page (SPEC §2 '/'): advert banners, game categories, hot games, then the remotes'
 * widgets (live now, hot matches, promotions). Each part loads, fails and retries on its own.
 */
export function HomePage() {
  registerHomeMessages(); // i18n is initialised before the first render, not at import time
  const { t } = useTranslation(HOME_NS);
  return (
    <div className={styles.page}>
      {/* the page's heading for assistive technology; the banners speak for it visually */}
      <h1 className={styles.srOnly}>{t('pageTitle')}</h1>
      <BannerCarousel />
      <GameBar />
      <HotGames />
      <div className={styles.grid}>
        <section className={styles.section} aria-labelledby="home-live-title">
          <h2 id="home-live-title" className={styles.sectionTitle}>
            {t('liveNow')}
          </h2>
          <RemoteWidget remoteId="live" expose="widgets/live-now" props={{ limit: 4 }} />
        </section>
        <section className={styles.section} aria-labelledby="home-matches-title">
          <h2 id="home-matches-title" className={styles.sectionTitle}>
            {t('hotMatches')}
          </h2>
          <RemoteWidget remoteId="sports" expose="widgets/hot-matches" props={{ limit: 6 }} />
        </section>
      </div>
      <section className={styles.section} aria-labelledby="home-promo-title">
        <h2 id="home-promo-title" className={styles.sectionTitle}>
          {t('promotions')}
        </h2>
        <RemoteWidget remoteId="activities" expose="widgets/promo-strip" props={{ limit: 4 }} />
      </section>
      <Suspense fallback={null}>
        <DailyPopups />
      </Suspense>
    </div>
  );
}

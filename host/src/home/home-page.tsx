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

/** A titled section holding one remote's widget. */
function WidgetSection(p: { id: string; title: string; expose: string; limit: number }) {
  return (
    <section className={styles.section} aria-labelledby={`home-${p.id}-title`}>
      <h2 id={`home-${p.id}-title`} className={styles.sectionTitle}>
        {p.title}
      </h2>
      <RemoteWidget remoteId={p.id} expose={p.expose} props={{ limit: p.limit }} />
    </section>
  );
}

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
        <WidgetSection id="live" title={t('liveNow')} expose="widgets/live-now" limit={4} />
        <WidgetSection id="sports" title={t('hotMatches')} expose="widgets/hot-matches" limit={6} />
      </div>
      <WidgetSection
        id="activities"
        title={t('promotions')}
        expose="widgets/promo-strip"
        limit={4}
      />
      <Suspense fallback={null}>
        <DailyPopups />
      </Suspense>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { RemoteWidget } from './remote-widget';
import styles from './home-page.module.css';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <h1 id="hero-title" className={styles.heroTitle}>
          {t('home.heroTitle')}
        </h1>
        <p className={styles.heroBody}>{t('home.heroBody')}</p>
      </section>
      <div className={styles.grid}>
        <section className={styles.section} aria-label={t('home.liveNow')}>
          <h2 className={styles.sectionTitle}>{t('home.liveNow')}</h2>
          <RemoteWidget remoteId="live" expose="widgets/live-now" props={{ limit: 4 }} />
        </section>
        <section className={styles.section} aria-label={t('home.hotMatches')}>
          <h2 className={styles.sectionTitle}>{t('home.hotMatches')}</h2>
          <RemoteWidget remoteId="sports" expose="widgets/hot-matches" props={{ limit: 6 }} />
        </section>
        <section className={styles.section} aria-label={t('home.promotions')}>
          <h2 className={styles.sectionTitle}>{t('home.promotions')}</h2>
          <RemoteWidget remoteId="activities" expose="widgets/promo-strip" props={{ limit: 4 }} />
        </section>
      </div>
    </>
  );
}

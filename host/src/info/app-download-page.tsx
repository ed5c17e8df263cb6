import { useTranslation } from 'react-i18next';
import { detectDevice, downloadUrl, type DevicePlatform } from './device-platform';
import { INFO_NS } from './info-messages';
import { InfoPageGate } from './info-page-gate';
import { promptInstall, useInstallState } from './install-prompt';
import { PhoneArt } from './phone-art';
import { useInfoTexts } from './use-info-texts';
import { usePageTitle } from './use-page-title';
import styles from './info.module.css';
import dl from './app-download.module.css';

export interface AppDownloadPageProps {
  /** iOS install address (https or itms-services); without it the iOS card says "coming soon". */
  iosUrl?: string | null;
  /** Android APK or store address (https); without it the Android card says "coming soon". */
  androidUrl?: string | null;
  /** For tests; defaults to the browser's. */
  userAgent?: string;
  maxTouchPoints?: number;
}

type MobilePlatform = Exclude<DevicePlatform, 'desktop'>;

function AppDownload({ iosUrl, androidUrl, userAgent, maxTouchPoints }: AppDownloadPageProps) {
  const { t } = useTranslation(INFO_NS);
  const texts = useInfoTexts();
  usePageTitle(t('download.title'));
  const install = useInstallState();
  const device = detectDevice(
    userAgent ?? navigator.userAgent,
    maxTouchPoints ?? navigator.maxTouchPoints ?? 0,
  );
  const urls: Record<MobilePlatform, string | null> = {
    ios: downloadUrl(iosUrl),
    android: downloadUrl(androidUrl),
  };
  // the member's own platform comes first; on a computer both are shown in the usual order
  const order: MobilePlatform[] =
    device.platform === 'android' ? ['android', 'ios'] : ['ios', 'android'];
  // the steps say "tap Download", so they are shown only for a platform that has the button
  const installable = order.filter((platform) => urls[platform] !== null);
  const card = {
    ios: {
      name: t('download.ios'),
      requirement: t('download.iosRequirement'),
      action: t('download.downloadIos'),
      steps: texts.download.iosSteps,
    },
    android: {
      name: t('download.android'),
      requirement: t('download.androidRequirement'),
      action: t('download.downloadAndroid'),
      steps: texts.download.androidSteps,
    },
  };

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>{t('download.title')}</h1>
        <p className={styles.heroBody}>{t('download.intro')}</p>
      </header>

      {device.platform === 'desktop' ? (
        <p className={dl.hint} role="note">
          {t('download.desktopHint')}
        </p>
      ) : null}
      {device.inApp ? (
        <p className={dl.hint} role="note">
          {t('download.webViewHint')}
        </p>
      ) : null}

      <section className={styles.section} aria-labelledby="download-platforms">
        <h2 id="download-platforms" className={styles.sectionTitle}>
          {t('download.platformsLabel')}
        </h2>
        <ul className={`${dl.platforms} ${styles.plainList}`}>
          {order.map((platform) => {
            const mine = device.platform === platform;
            const url = urls[platform];
            const info = card[platform];
            return (
              <li
                key={platform}
                className={`${styles.card} ${dl.platform}`}
                data-platform={platform}
                data-current={mine || undefined}
                aria-current={mine ? 'true' : undefined}
              >
                <PhoneArt platform={platform} />
                <div className={dl.platformBody}>
                  <h3 className={styles.cardTitle}>
                    {info.name}
                    {mine ? <span className={dl.badge}>{t('download.yourDevice')}</span> : null}
                  </h3>
                  <p className={styles.muted}>{info.requirement}</p>
                  {url ? (
                    <a
                      className={
                        mine || device.platform === 'desktop'
                          ? styles.button
                          : styles.buttonSecondary
                      }
                      href={url}
                      download={platform === 'android' ? true : undefined}
                    >
                      {info.action}
                    </a>
                  ) : (
                    <div className={dl.soon}>
                      <span className={dl.soonPill}>{t('download.comingSoon')}</span>
                      <p className={styles.muted}>{t('download.comingSoonBody')}</p>
                    </div>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      {installable.length ? (
        <section className={styles.section} aria-labelledby="download-steps">
          <h2 id="download-steps" className={styles.sectionTitle}>
            {t('download.stepsTitle')}
          </h2>
          <div className={styles.grid}>
            {installable.map((platform) => (
              <div key={platform} className={styles.card}>
                <h3 className={styles.cardTitle}>{card[platform].name}</h3>
                <ol className={dl.steps}>
                  {card[platform].steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </div>
            ))}
          </div>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="download-benefits">
        <h2 id="download-benefits" className={styles.sectionTitle}>
          {t('download.benefitsTitle')}
        </h2>
        <ul className={`${styles.grid} ${styles.plainList}`}>
          {texts.download.benefits.map((benefit) => (
            <li key={benefit.title} className={styles.card}>
              <h3 className={styles.cardTitle}>{benefit.title}</h3>
              <p className={styles.muted}>{benefit.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${styles.section} ${styles.card}`} aria-labelledby="download-home">
        <h2 id="download-home" className={styles.sectionTitle}>
          {t('download.homeScreenTitle')}
        </h2>
        {install === 'available' ? (
          <>
            <p className={styles.muted}>{t('download.homeScreenInstallBody')}</p>
            <button type="button" className={styles.button} onClick={() => void promptInstall()}>
              {t('download.homeScreenInstall')}
            </button>
          </>
        ) : install === 'installed' ? (
          <p role="status">{t('download.homeScreenInstalled')}</p>
        ) : (
          <>
            <p className={styles.muted}>{t('download.homeScreenIos')}</p>
            <p className={styles.muted}>{t('download.homeScreenAndroid')}</p>
            {device.platform === 'desktop' ? (
              <p className={styles.muted}>{t('download.homeScreenDesktop')}</p>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}

/** SPEC §2 /AppDownload (open to visitors): app links per platform, the member's highlighted. */
export default function AppDownloadPage(props: AppDownloadPageProps) {
  return (
    <InfoPageGate>
      <AppDownload {...props} />
    </InfoPageGate>
  );
}

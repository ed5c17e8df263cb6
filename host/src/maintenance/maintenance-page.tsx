import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  formatCountdown,
  formatDayTime,
  formatDayTimeZoned,
  parseMaintenanceTime,
  type MaintenanceNotice,
} from '@app/shared/rules';
import { getRuntimeConfig } from '@app/shared/client';
import { siteQueries } from '@app/shared/api/site';
import { useAppStore } from '@app/shared/store';
import { useCountdown } from './use-countdown';
import styles from './maintenance-page.module.css';

export type MaintenancePageProps =
  { notice: MaintenanceNotice; unverified?: never } | { unverified: true; notice?: never };

/**
 * Site maintenance (SPEC §4): the notice's title, content and window in the market's zone, named; or,
 * `unverified`, that the site's status could not be read (the site stays closed until it can).
 */
export function MaintenancePage({ notice, unverified }: MaintenancePageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const language = useAppStore((s) => s.language);
  const { market } = getRuntimeConfig();
  const start = notice ? parseMaintenanceTime(notice.startTime, market) : null;
  const end = notice ? parseMaintenanceTime(notice.endTime, market) : null;
  const left = useCountdown(end);
  return (
    <main className={styles.page}>
      <section className={styles.card} role="alert" aria-labelledby="maintenance-title">
        <span className={styles.icon} aria-hidden="true">
          ⚙
        </span>
        <h1 id="maintenance-title" className={styles.title}>
          {unverified ? t('maintenance.unverifiedTitle') : notice.title || t('maintenance.title')}
        </h1>
        <p className={styles.content}>
          {unverified ? t('maintenance.unverifiedBody') : notice.content || t('maintenance.body')}
        </p>
        {start !== null && end !== null ? (
          <p className={styles.window} data-testid="maintenance-window">
            {t('maintenance.window', {
              start: formatDayTime(start, language),
              end: formatDayTimeZoned(end, language),
            })}
          </p>
        ) : null}
        {end !== null ? (
          <p className={styles.content} data-testid="maintenance-countdown">
            {left > 0
              ? t('maintenance.endsIn', { time: formatCountdown(left) })
              : t('maintenance.ended')}
          </p>
        ) : null}
        <div>
          <button
            type="button"
            className={styles.button}
            onClick={() => void queryClient.invalidateQueries(siteQueries.maintenance())}
          >
            {t('maintenance.check')}
          </button>
        </div>
      </section>
    </main>
  );
}

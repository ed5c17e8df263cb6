import { useTranslation } from '@app/shared/i18n';
import type { ReserveStream } from '@app/shared/api/live';
import { formatDayTimeZoned, parseIsoStrict } from '@app/shared/rules';
import { useNearViewport } from '@app/shared/ui';
import { useUpcoming, useToggleReminder } from '../api/use-streams';
import { NS } from '../../../i18n/namespace';
import styles from './stream-grid.module.css';

/**
 * Reserved streams with "remind me" (the server counts reservations). Their start times are written
 * when the list nears the viewport: the first date format of a language costs ~30 ms of a tap on the
 * Live tab (issue 16), and the list sits below the live streams.
 */
export function UpcomingList() {
  const rows = useUpcoming().data?.records ?? [];
  return rows.length === 0 ? null : <UpcomingRows rows={rows} />;
}

function UpcomingRows({ rows }: { rows: ReserveStream[] }) {
  const { t, i18n } = useTranslation(NS);
  const remind = useToggleReminder();
  const { ref, near } = useNearViewport<HTMLElement>('600px');
  return (
    <section ref={ref} className={styles.upcoming} aria-label={t('list.upcoming')}>
      <h2 className={styles.subtitle}>{t('list.upcoming')}</h2>
      <ul className={styles.rows}>
        {rows.map((s) => (
          <li key={String(s.id)} className={styles.row} data-testid="upcoming">
            <div className={styles.rowText}>
              <strong>{s.title}</strong>
              <span>
                {s.anchorName}
                {s.startTime && near
                  ? ` · ${formatDayTimeZoned(parseIsoStrict(s.startTime) ?? Number.NaN, i18n.language)}`
                  : ''}
                {s.reserveCount ? ` · ${t('list.reminders', { count: s.reserveCount })}` : ''}
              </span>
            </div>
            <button
              type="button"
              className={styles.remind}
              aria-pressed={Boolean(s.reserved)}
              disabled={remind.isPending}
              onClick={() => remind.mutate(s.id)}
            >
              {s.reserved ? t('list.reminded') : t('list.remind')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { dateFormat } from '@app/shared/rules';
import { useTranslation } from 'react-i18next';
import { useUpcoming, useToggleReminder } from '../api/use-streams';
import { NS } from '../../../i18n/namespace';
import styles from './stream-grid.module.css';

/** Reserved streams with "remind me" (the server counts reservations). */
export function UpcomingList() {
  const { t, i18n } = useTranslation(NS);
  const upcoming = useUpcoming();
  const remind = useToggleReminder();
  const rows = upcoming.data?.records ?? [];
  if (rows.length === 0) return null;
  const time = dateFormat(i18n.language, {
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <section className={styles.upcoming} aria-label={t('list.upcoming')}>
      <h2 className={styles.subtitle}>{t('list.upcoming')}</h2>
      <ul className={styles.rows}>
        {rows.map((s) => (
          <li key={String(s.id)} className={styles.row} data-testid="upcoming">
            <div className={styles.rowText}>
              <strong>{s.title}</strong>
              <span>
                {s.anchorName}
                {s.startTime ? ` · ${time.format(new Date(s.startTime))}` : ''}
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

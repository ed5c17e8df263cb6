import { useTranslation } from '@app/shared/i18n';
import { NS } from '../../../i18n/namespace';
import { useReserveCount } from '../api/use-studio';
import styles from '../components/anchor.module.css';

/** How many members asked to be reminded of a scheduled stream (stream/countReserve/{id}). */
export function ReminderCount({ streamId }: { streamId: string }) {
  const { t } = useTranslation(NS);
  const count = useReserveCount(streamId);
  return (
    <span className={styles.muted} data-testid="reminder-count">
      {t('anchor.reminders', { n: count.data ?? 0 })}
    </span>
  );
}

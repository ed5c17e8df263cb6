import { useTranslation } from '@app/shared/i18n';
import { NS } from '../../../i18n/namespace';
import { labelOf, STATUS_LABEL } from '../labels';
import styles from './cashier.module.css';

const TONE: Record<string, string | undefined> = {
  completed: styles.good,
  paid: styles.good,
  pending: styles.wait,
  processing: styles.wait,
  failed: styles.bad,
  rejected: styles.bad,
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(NS);
  return (
    <span className={`${styles.badge} ${TONE[status] ?? ''}`} data-status={status}>
      {t(labelOf(STATUS_LABEL, status, STATUS_LABEL.pending))}
    </span>
  );
}

import { useTranslation } from '@app/shared/i18n';
import { formatCountdown, formatDateTimeWithYear, formatMoney } from '@app/shared/rules';
import { useAppStore } from '@app/shared/store';
import { NS } from '../../../i18n/namespace';
import styles from './rg.module.css';

export interface PendingChangeProps {
  pending: { amount: number | null; effectiveAt: number };
  /** Server time now. */
  now: number;
  testId: string;
}

/** A raise or removal waiting for its 24 hours: the new limit, from when, and a live countdown. */
export function PendingChange({ pending, now, testId }: PendingChangeProps) {
  const { t } = useTranslation(NS);
  const language = useAppStore((s) => s.language);
  const date = formatDateTimeWithYear(pending.effectiveAt, language);
  return (
    <p className={styles.pending} data-testid={testId}>
      <span aria-hidden="true">⏳</span>{' '}
      {pending.amount === null
        ? t('rg.limits.pendingRemoval', { date })
        : t('rg.limits.pending', { amount: formatMoney(pending.amount), date })}{' '}
      <span className={styles.countdown} role="timer" aria-live="off">
        {t('rg.limits.countdown', { time: formatCountdown(pending.effectiveAt - now) })}
      </span>
    </p>
  );
}

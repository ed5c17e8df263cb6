import { useTranslation } from '@app/shared/i18n';
import { formatMoney } from '@app/shared/rules';
import type { RgLimit } from '@app/shared/api/rg';
import { NS } from '../../../i18n/namespace';
import { LIMIT_NAME, PERIOD_NAME, PERIOD_WINDOW } from '../rg-labels';
import { LimitForm } from './limit-form';
import { PendingChange } from './pending-change';
import styles from './rg.module.css';

export interface LimitRowProps {
  limit: RgLimit;
  /** Server time now. */
  now: number;
}

/** One period of a limit: the amount, used and left with a bar, the pending change, the form. */
export function LimitRow({ limit, now }: LimitRowProps) {
  const { t } = useTranslation(NS);
  const id = `${limit.kind}-${limit.period}`;
  const name = t(LIMIT_NAME[limit.kind][limit.period]);
  const { amount } = limit;
  const pct = amount === null ? 0 : amount > 0 ? Math.min(100, (limit.used / amount) * 100) : 100;
  return (
    <li className={styles.limitRow} data-testid={`rg-limit-${id}`}>
      <div className={styles.limitHead}>
        <span className={styles.limitPeriod}>
          <strong>{t(PERIOD_NAME[limit.period])}</strong>
          <span className={styles.window}>{t(PERIOD_WINDOW[limit.period])}</span>
        </span>
        <strong className={amount === null ? styles.noLimit : styles.limitAmount}>
          {amount === null ? t('rg.limits.noLimit') : formatMoney(amount)}
        </strong>
      </div>
      {amount !== null && (
        <div
          className={styles.meter}
          role="progressbar"
          aria-label={t('rg.limits.usage', { limit: name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(pct)}
          data-full={pct >= 100}
        >
          <span className={styles.meterFill} style={{ width: `${pct}%` }} />
        </div>
      )}
      <div className={styles.usage}>
        <span>{t('rg.limits.used', { amount: formatMoney(limit.used) })}</span>
        {limit.remaining !== null && (
          <span>{t('rg.limits.left', { amount: formatMoney(limit.remaining) })}</span>
        )}
      </div>
      {limit.pending && (
        <PendingChange pending={limit.pending} now={now} testId={`rg-pending-${id}`} />
      )}
      <LimitForm limit={limit} name={name} />
    </li>
  );
}

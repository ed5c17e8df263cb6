import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { formatMoney } from '@app/shared/rules';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { amountDigits, amountValue, showAmount } from '../amount-input';
import type { DepositLimit } from '../api/deposit-limits-api';
import { saveErrorText } from '../api/save-error';
import { useSetDepositLimit } from '../api/use-deposit-limits';
import { DEPOSIT_LIMIT_NAME, PERIOD_NAME, PERIOD_WINDOW } from '../rg-labels';
import { PendingChange } from './pending-change';
import styles from './rg.module.css';

export interface DepositLimitRowProps {
  limit: DepositLimit;
  /** Server time now. */
  now: number;
}

/** One period of the deposit limit: amount, used and left, a waiting raise, and the form. */
export function DepositLimitRow({ limit, now }: DepositLimitRowProps) {
  const { t } = useTranslation(NS);
  const save = useSetDepositLimit();
  const [digits, setDigits] = useState('');
  const name = t(DEPOSIT_LIMIT_NAME[limit.period]);
  const id = `deposit-${limit.period}`;
  const removing = limit.pending !== null && limit.pending.amount === null;
  const send = (amount: number | null) =>
    save.mutate({ period: limit.period, amount }, { onSuccess: () => setDigits('') });
  // the answer tells whether the asked amount applies now or waits its 24 hours
  const answered = save.data?.find((l) => l.period === limit.period);
  const waits = !!answered?.pending && answered.pending.amount === save.variables?.amount;
  return (
    <li className={styles.limitRow} data-testid={`rg-limit-${id}`}>
      <div className={styles.limitHead}>
        <span className={styles.limitPeriod}>
          <strong>{t(PERIOD_NAME[limit.period])}</strong>
          <span className={styles.window}>{t(PERIOD_WINDOW[limit.period])}</span>
        </span>
        <strong className={limit.amount === null ? styles.noLimit : styles.limitAmount}>
          {limit.amount === null ? t('rg.limits.noLimit') : formatMoney(limit.amount)}
        </strong>
      </div>
      <div className={styles.usage}>
        <span>{t('rg.deposit.used', { amount: formatMoney(limit.used) })}</span>
        {limit.remaining !== null && (
          <span>{t('rg.limits.left', { amount: formatMoney(limit.remaining) })}</span>
        )}
      </div>
      {limit.pending && (
        <PendingChange pending={limit.pending} now={now} testId={`rg-pending-${id}`} />
      )}
      <form
        className={styles.limitForm}
        onSubmit={(e) => {
          e.preventDefault();
          const amount = amountValue(digits);
          if (amount !== null) send(amount);
        }}
      >
        <div className={styles.formRow}>
          <input
            className={`${ui.input} ${styles.amount}`}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('rg.limits.placeholder')}
            aria-label={t('rg.limits.newAmount', { limit: name })}
            value={showAmount(digits)}
            onChange={(e) => {
              setDigits(amountDigits(e.target.value));
              save.reset();
            }}
            data-testid={`rg-limit-input-${id}`}
          />
          <button
            type="submit"
            className={ui.primary}
            disabled={!digits || save.isPending}
            data-testid={`rg-limit-save-${id}`}
          >
            {save.isPending ? t('common.saving') : t('rg.limits.save')}
          </button>
          {limit.amount !== null && !removing && (
            <button
              type="button"
              className={ui.ghost}
              disabled={save.isPending}
              onClick={() => send(null)}
            >
              {t('rg.limits.remove')}
            </button>
          )}
        </div>
        {save.isError && (
          <p className={ui.fail} role="alert">
            {saveErrorText(save.error, t('rg.saveFailed'))}
          </p>
        )}
        {save.isSuccess && (
          <p className={ui.ok} role="status">
            {waits ? t('rg.limits.appliesLater') : t('rg.limits.appliedNow')}
          </p>
        )}
      </form>
    </li>
  );
}

import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { formatMoney } from '@app/shared/rules';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { amountDigits, showDigits } from '../amount-digits';
import type { PayoutAccount, WithdrawInfo } from '../api/cashier-types';
import { useCreateWithdrawal } from '../api/use-cashier';
import { cashierError } from '../cashier-error';
import { PIN_LENGTH, withdrawProblem, type WithdrawProblem } from '../withdraw-problem';
import { accountLabel } from './account-label';
import styles from './cashier.module.css';

export interface WithdrawFormProps {
  info: WithdrawInfo;
  account: PayoutAccount;
  currency: string;
}

/** The message of a problem found before sending, with the server's numbers in it. */
function useProblemText(info: WithdrawInfo) {
  const { t } = useTranslation(NS);
  return (p: WithdrawProblem) => {
    switch (p) {
      case 'dailyCount':
        return t('cashier.error.withdrawLimitCount', { limit: info.daily.count });
      case 'empty':
        return t('cashier.withdraw.empty');
      case 'low':
      case 'high':
        return t('cashier.error.outOfRange', {
          min: formatMoney(info.min),
          max: formatMoney(info.max),
        });
      case 'dailyAmount':
        return t('cashier.error.withdrawLimitAmount', {
          remaining: formatMoney(info.daily.amountLeft),
        });
      case 'over':
        return t('cashier.withdraw.over', { withdrawable: formatMoney(info.withdrawable) });
      case 'pin':
        return t('cashier.withdraw.pinShort');
    }
  };
}

/** Amount and PIN for the chosen account; what the server would refuse is said before sending. */
export function WithdrawForm({ info, account, currency }: WithdrawFormProps) {
  const { t } = useTranslation(NS);
  const [digits, setDigits] = useState('');
  const [pin, setPin] = useState('');
  const [tried, setTried] = useState(false);
  const create = useCreateWithdrawal();
  const problemText = useProblemText(info);
  const problem = withdrawProblem(digits, pin, info);
  // today's count is said at once; the other problems once the member tried to send
  const shown = tried || problem === 'dailyCount' ? problem : null;
  const error = create.error ? cashierError(create.error) : null;
  const done = create.data;
  const pinProblem = shown === 'pin';
  return (
    <form
      className={ui.panel}
      aria-labelledby="withdraw-form-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (problem) return;
        create.mutate(
          { accountId: account.id, amount: Number(digits), pin },
          {
            onSuccess: () => {
              setDigits('');
              setPin('');
              setTried(false);
            },
          },
        );
      }}
    >
      <h2 id="withdraw-form-title" className={ui.panelTitle}>
        {t('cashier.withdraw.account')}: {accountLabel(account)}
      </h2>
      <label className={ui.field}>
        <span>{t('cashier.withdraw.amount')}</span>
        <input
          className={`${ui.input} ${styles.amountInput}`}
          inputMode="numeric"
          autoComplete="off"
          value={showDigits(digits)}
          onChange={(e) => {
            setDigits(amountDigits(e.target.value));
            create.reset();
          }}
          aria-invalid={(shown !== null && !pinProblem) || undefined}
          aria-describedby="withdraw-amount-hint"
          data-testid="withdraw-amount"
        />
        <span id="withdraw-amount-hint" className={ui.muted}>
          {t('cashier.withdraw.amountHint', {
            min: formatMoney(info.min),
            max: formatMoney(info.max),
            currency,
          })}
        </span>
      </label>
      <label className={ui.field}>
        <span>{t('cashier.withdraw.pin')}</span>
        <input
          className={`${ui.input} ${styles.pinInput}`}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={PIN_LENGTH}
          value={pin}
          onChange={(e) => {
            setPin(e.target.value.replace(/\D/g, '').slice(0, PIN_LENGTH));
            create.reset();
          }}
          aria-invalid={pinProblem || undefined}
          data-testid="withdraw-pin"
        />
      </label>
      {/* the request just made stays confirmed even when it used today's last withdrawal */}
      {done && !error ? (
        <p className={ui.ok} role="status" data-testid="withdraw-done">
          {t('cashier.withdraw.requested', { amount: formatMoney(done.amount), currency })}
        </p>
      ) : null}
      {shown ? (
        <p className={ui.fail} role="alert" data-testid="withdraw-error">
          {problemText(shown)}
        </p>
      ) : error ? (
        <p className={ui.fail} role="alert" data-testid="withdraw-error">
          {t(`cashier.error.${error.key}`, error.values)}
        </p>
      ) : null}
      <div className={styles.formFoot}>
        <button
          type="submit"
          className={ui.primary}
          disabled={create.isPending || problem === 'dailyCount'}
          data-testid="withdraw-submit"
        >
          {create.isPending ? t('cashier.withdraw.submitting') : t('cashier.withdraw.submit')}
        </button>
      </div>
    </form>
  );
}

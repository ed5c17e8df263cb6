import { useState } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { formatMoney } from '@app/shared/rules';
import { useSessionStore } from '@app/shared/store';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { displayCurrency } from '../../../lib/currency';
import type { WithdrawInfo } from '../api/cashier-types';
import { useRemoveAccount, useWithdrawInfo } from '../api/use-cashier';
import { AccountForm } from './account-form';
import { accountLabel } from './account-label';
import { CashierTabs } from './cashier-tabs';
import { PinForm } from './pin-form';
import { WithdrawForm } from './withdraw-form';
import styles from './cashier.module.css';

/** Withdraw: what may be withdrawn (bonus turnover shown), saved accounts, amount and PIN. */
export function WithdrawPage() {
  const { t } = useTranslation(NS);
  const info = useWithdrawInfo();
  return (
    <div className={styles.page} data-testid="cashier-withdraw">
      <CashierTabs />
      {info.data ? (
        <WithdrawBody info={info.data} />
      ) : info.isError ? (
        <p className={ui.fail} role="alert">
          {t('cashier.error.network')}
        </p>
      ) : (
        <div className={`${ui.panel} ${ui.skeleton} ${styles.formSkeleton}`} aria-busy="true" />
      )}
    </div>
  );
}

function WithdrawBody({ info }: { info: WithdrawInfo }) {
  const { t } = useTranslation(NS);
  const currency = displayCurrency(useSessionStore((s) => s.userInfo?.regCurrency));
  const [adding, setAdding] = useState(info.accounts.length === 0);
  const [accountId, setAccountId] = useState<number | null>(info.accounts[0]?.id ?? null);
  const remove = useRemoveAccount();
  const chosen = info.accounts.find((a) => a.id === accountId) ?? info.accounts[0];
  return (
    <>
      <section className={ui.panel} aria-labelledby="withdraw-title">
        <h1 id="withdraw-title" className={ui.panelTitle}>
          {t('cashier.withdraw.title')}
        </h1>
        <div className={ui.stats}>
          <div className={ui.stat}>
            <span className={ui.statLabel}>{t('cashier.withdraw.balance')}</span>
            <span className={ui.statValue}>{formatMoney(info.balance)}</span>
          </div>
          <div className={ui.stat}>
            <span className={ui.statLabel}>{t('cashier.withdraw.withdrawable')}</span>
            <span className={ui.statValue} data-testid="withdrawable">
              {formatMoney(info.withdrawable)}
            </span>
          </div>
          <div className={ui.stat}>
            <span className={ui.statLabel}>{t('cashier.withdraw.turnover')}</span>
            <span className={ui.statValue} data-testid="remaining-turnover">
              {formatMoney(info.remainingTurnover)}
            </span>
          </div>
        </div>
        <p className={ui.muted}>
          {t('cashier.withdraw.dailyLeft', {
            count: info.daily.countLeft,
            amount: formatMoney(info.daily.amountLeft),
            currency,
          })}
        </p>
      </section>

      <section className={ui.panel} aria-labelledby="accounts-title">
        <div className={ui.panelHead}>
          <h2 id="accounts-title" className={ui.panelTitle}>
            {t('cashier.accounts.title')}
          </h2>
          {!adding ? (
            <button
              type="button"
              className={ui.ghost}
              onClick={() => setAdding(true)}
              data-testid="account-add"
            >
              {t('cashier.accounts.add')}
            </button>
          ) : null}
        </div>
        {info.accounts.length ? (
          <ul className={styles.accounts}>
            {info.accounts.map((a) => (
              <li key={a.id} className={styles.accountRow}>
                <label className={styles.accountPick}>
                  <input
                    type="radio"
                    name="account"
                    checked={chosen?.id === a.id}
                    onChange={() => setAccountId(a.id)}
                  />
                  <span>
                    <strong>{accountLabel(a)}</strong>
                    <span className={ui.muted}> · {a.holder}</span>
                  </span>
                </label>
                <span className={`${styles.badge} ${styles.good}`}>
                  {t('cashier.accounts.verified')}
                </span>
                <button
                  type="button"
                  className={styles.linkButton}
                  disabled={remove.isPending}
                  aria-label={t('cashier.accounts.removeConfirm', { account: accountLabel(a) })}
                  onClick={() => remove.mutate(a.id)}
                >
                  {t('cashier.accounts.remove')}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className={ui.muted}>{t('cashier.withdraw.noAccounts')}</p>
        )}
        {adding ? (
          <AccountForm
            banks={info.banks}
            realName={info.realName}
            onDone={() => setAdding(false)}
          />
        ) : null}
      </section>

      {!info.pinSet ? (
        <PinForm />
      ) : chosen ? (
        <WithdrawForm info={info} account={chosen} currency={currency} />
      ) : null}
    </>
  );
}

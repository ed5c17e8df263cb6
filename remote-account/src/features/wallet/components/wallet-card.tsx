import { useTranslation } from '@app/shared/i18n';
import { Link } from 'react-router-dom';
import { formatMoney } from '@app/shared/rules';
import { useAppStore, useSessionStore } from '@app/shared/store';
import ui from '../../../components/ui.module.css';
import { NS } from '../../../i18n/namespace';
import { displayCurrency } from '../../../lib/currency';
import { formatDateTime } from '../../../lib/locale';
import { useCollect, useWallet } from '../api/use-wallet';
import styles from './wallet.module.css';

/** Balance in the §9 currency with refresh, collect from games, deposit and withdraw. */
export function WalletCard() {
  const { t } = useTranslation(NS);
  const language = useAppStore((s) => s.language);
  const regCurrency = useSessionStore((s) => s.userInfo?.regCurrency);
  const wallet = useWallet();
  const collect = useCollect();
  const currency = displayCurrency(regCurrency ?? wallet.currency);
  const outcome = collect.data;
  return (
    <section className={`${ui.panel} ${styles.wallet}`} aria-labelledby="wallet-title">
      <div className={ui.panelHead}>
        <h2 id="wallet-title" className={ui.panelTitle}>
          {t('wallet.title')}
        </h2>
        <button
          type="button"
          className={ui.ghost}
          onClick={wallet.refresh}
          disabled={wallet.refreshing}
          aria-label={t('wallet.refresh')}
        >
          <span className={wallet.refreshing ? styles.spin : undefined} aria-hidden="true">
            ↻
          </span>
          {t('wallet.refresh')}
        </button>
      </div>
      <div>
        <p className={styles.amount} data-testid="wallet-balance" aria-live="polite">
          {wallet.balance == null ? (
            <span aria-label={t('wallet.unknown')}>—</span>
          ) : (
            <>
              {formatMoney(wallet.balance)} <span className={styles.currency}>{currency}</span>
            </>
          )}
        </p>
        {wallet.failed ? (
          <p className={ui.fail} role="alert">
            {t('wallet.failed')}{' '}
            <button type="button" className={styles.inlineRetry} onClick={wallet.refresh}>
              {t('common.retry')}
            </button>
          </p>
        ) : (
          wallet.balanceAt != null && (
            <p className={ui.muted}>
              {t('wallet.updatedAt', { time: formatDateTime(wallet.balanceAt, language) })}
            </p>
          )
        )}
      </div>
      <div className={styles.actions}>
        <Link className={ui.primary} to="deposit">
          {t('wallet.deposit')}
        </Link>
        <Link className={ui.ghost} to="withdraw">
          {t('wallet.withdraw')}
        </Link>
        <button
          type="button"
          className={ui.ghost}
          onClick={() => collect.mutate()}
          disabled={collect.isPending}
          data-testid="wallet-collect"
        >
          {collect.isPending ? t('wallet.collecting') : t('wallet.collect')}
        </button>
      </div>
      {outcome && (
        <p
          className={outcome.kind === 'failed' ? ui.fail : ui.ok}
          role="status"
          data-testid="wallet-collect-result"
        >
          {outcome.kind === 'collected'
            ? t('wallet.collected', { amount: `${formatMoney(outcome.amount)} ${currency}` })
            : outcome.kind === 'none'
              ? t('wallet.nothingToCollect')
              : t('wallet.collectFailed')}
        </p>
      )}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { formatMoney, LoadingState, MessageState, useSessionStore } from '@app/shared';
import { NS } from '../i18n/namespace';
import { DisplaySettings } from './display-settings';
import { useAccount } from './use-account';
import styles from './account-page.module.css';

/** personal/{id} (SPEC §2): the member's info and wallet balance. */
export function AccountPage() {
  const { t } = useTranslation(NS);
  const { info, wallet } = useAccount();
  const balance = useSessionStore((s) => s.balance);
  if (info.isPending) return <LoadingState label="…" />;
  if (info.isError)
    return (
      <MessageState
        role="alert"
        title={t('error')}
        actionLabel="↻"
        onAction={() => void info.refetch()}
      />
    );
  const user = info.data;
  return (
    <section>
      <h1 className={styles.title}>{t('title')}</h1>
      <div className={styles.wallet}>
        <div>
          <p className={styles.label}>{t('balance')}</p>
          <p className={styles.amount} data-testid="account-balance">
            {formatMoney(balance)} {wallet.data?.currency ?? user.regCurrency ?? ''}
          </p>
        </div>
        <button type="button" className={styles.refresh} onClick={() => void wallet.refetch()}>
          {t('refresh')}
        </button>
      </div>
      <dl className={styles.list}>
        <dt>{t('userName')}</dt>
        <dd data-testid="account-username">{user.userName}</dd>
        <dt>{t('nickName')}</dt>
        <dd>{user.nickName ?? '--'}</dd>
        <dt>{t('currency')}</dt>
        <dd>{user.regCurrency ?? '--'}</dd>
        <dt>{t('vip')}</dt>
        <dd>VIP {user.vipLevel ?? 0}</dd>
        <dt>{t('role')}</dt>
        <dd>{user.role ?? 'member'}</dd>
      </dl>
      <DisplaySettings />
    </section>
  );
}

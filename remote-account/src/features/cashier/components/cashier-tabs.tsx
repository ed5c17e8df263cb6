import { NavLink } from 'react-router-dom';
import { useTranslation } from '@app/shared/i18n';
import { NS } from '../../../i18n/namespace';
import styles from './cashier.module.css';

/** Deposit, withdraw and history side by side: the cashier is one place with three doors. */
export function CashierTabs() {
  const { t } = useTranslation(NS);
  const cls = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab;
  return (
    <nav className={styles.tabs} aria-label={t('cashier.history.title')}>
      <NavLink to="../deposit" className={cls}>
        {t('cashier.nav.deposit')}
      </NavLink>
      <NavLink to="../withdraw" className={cls}>
        {t('cashier.nav.withdraw')}
      </NavLink>
      <NavLink to="../transactions" className={cls}>
        {t('cashier.nav.history')}
      </NavLink>
    </nav>
  );
}

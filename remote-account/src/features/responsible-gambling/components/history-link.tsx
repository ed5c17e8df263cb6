import { Link } from 'react-router-dom';
import { useTranslation } from '@app/shared/i18n';
import { NS } from '../../../i18n/namespace';
import styles from './rg.module.css';

/** The member's transactions (the "me" id stands for the member who is logged in). */
export const MEMBER_HISTORY_PATH = '/personal/me/transactions';

/** What was deposited, withdrawn and staked, one tap from the limits and the reality check. */
export function HistoryLink() {
  const { t } = useTranslation(NS);
  return (
    <Link className={styles.about} to={MEMBER_HISTORY_PATH}>
      {t('rg.historyLink')} →
    </Link>
  );
}

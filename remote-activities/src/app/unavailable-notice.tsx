import { useTranslation } from '@app/shared/i18n';
import { Link } from 'react-router-dom';
import { NS } from '../i18n/namespace';
import styles from './activity-screen.module.css';

/**
 * The operator switched this activity off (registry toggle, issue 53 #3): its address stays, and
 * says the programme is unavailable for now — not that it ended — with the way back to the list.
 */
export function UnavailableNotice() {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.ended} role="status" data-testid="activity-unavailable">
      <svg className={styles.endedIcon} viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="M8 12h8"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      <h2 className={styles.endedTitle}>{t('unavailable.title')}</h2>
      <p className={styles.endedBody}>{t('unavailable.body')}</p>
      <Link className={styles.secondary} to="/activity">
        {t('unavailable.back')}
      </Link>
    </div>
  );
}

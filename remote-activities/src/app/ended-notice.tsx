import { useTranslation } from '@app/shared/i18n';
import { Link } from 'react-router-dom';
import { NS } from '../i18n/namespace';
import styles from './activity-screen.module.css';

/** The operator switched this activity off (registry toggle). */
export function EndedNotice() {
  const { t } = useTranslation(NS);
  return (
    <div className={styles.ended} role="status" data-testid="activity-unavailable">
      <svg className={styles.endedIcon} viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path
          d="M12 7v5l3 2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      <h2 className={styles.endedTitle}>{t('ended.title')}</h2>
      <p className={styles.endedBody}>{t('ended.body')}</p>
      <Link className={styles.secondary} to="/activity">
        {t('ended.back')}
      </Link>
    </div>
  );
}

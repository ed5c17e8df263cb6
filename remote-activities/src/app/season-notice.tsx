import { useTranslation } from '@app/shared/i18n';
import type { Season } from '@app/shared/api/promotion';
import { Link } from 'react-router-dom';
import { NS } from '../i18n/namespace';
import { marketDate } from '../lib/refusal-text';
import styles from './activity-screen.module.css';

/**
 * A seasonal promotion out of its window (issue 53 #5): its address stays and says when it ran (or
 * will run), in the market's zone, with the way back to the current promotions.
 */
export function SeasonNotice({ season, lang }: { season: Season; lang: string }) {
  const { t } = useTranslation(NS);
  const dates = {
    start: marketDate(season.startTime, lang),
    end: marketDate(season.endTime, lang),
  };
  const ended = season.state === 'ended';
  return (
    <div className={styles.ended} role="status" data-testid="activity-season">
      <svg className={styles.endedIcon} viewBox="0 0 24 24" aria-hidden="true">
        <rect
          x="4"
          y="5"
          width="16"
          height="15"
          rx="2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        />
        <path
          d="M4 10h16M9 3v4M15 3v4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      <h2 className={styles.endedTitle}>
        {ended ? t('season.endedTitle') : t('season.upcomingTitle')}
      </h2>
      <p className={styles.endedBody}>
        {ended ? t('season.endedBody', dates) : t('season.upcomingBody', dates)}
      </p>
      <Link className={styles.secondary} to="/activity">
        {t('season.back')}
      </Link>
    </div>
  );
}

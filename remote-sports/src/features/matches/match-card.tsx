import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { NS } from '../../i18n/namespace';
import type { MatchView } from './match-view';
import styles from './match-card.module.css';

export interface MatchCardProps {
  match: MatchView;
  to: string;
}

const time = new Intl.DateTimeFormat(undefined, {
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

export function MatchCard({ match, to }: MatchCardProps) {
  const { t } = useTranslation(NS);
  return (
    <Link className={styles.card} to={to} data-testid="match-card">
      <div className={styles.top}>
        <span className={styles.league}>{match.league}</span>
        {match.live ? (
          <span className={styles.live}>{t('liveBadge')}</span>
        ) : match.startsAt ? (
          <span>{t('startsAt', { time: time.format(match.startsAt) })}</span>
        ) : null}
      </div>
      <div className={styles.teams}>
        <span>{match.home}</span>
        <span className={styles.score}>{match.score?.[0] ?? ''}</span>
        <span>{match.away}</span>
        <span className={styles.score}>{match.score?.[1] ?? ''}</span>
      </div>
      {match.odds.length ? (
        <div className={styles.odds}>
          {match.odds.map((o) => (
            <span key={o.label} className={styles.odd}>
              <span className={styles.oddLabel}>{o.label}</span>
              <span className={styles.oddValue}>{o.odds.toFixed(2)}</span>
            </span>
          ))}
        </div>
      ) : null}
    </Link>
  );
}

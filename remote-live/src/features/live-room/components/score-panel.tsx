import { useTranslation } from '@app/shared/i18n';
import { NS } from '../../../i18n/namespace';
import { useRoomScore } from '../api/use-room';
import styles from './room.module.css';

export interface ScorePanelProps {
  streamId: string;
  match: Record<string, unknown> | null | undefined;
  onMarkets: (matchId: string) => void;
}

interface Team {
  na?: string;
  lurl?: string;
}

/** The room's match: teams, the live score kept fresh while open, and a way to its markets. */
export function ScorePanel({ streamId, match, onMarkets }: ScorePanelProps) {
  const { t } = useTranslation(NS);
  const score = useRoomScore(streamId, Boolean(match));
  if (!match) return null;
  const teams = (Array.isArray(match.ts) ? match.ts : []) as Team[];
  const live = score.data?.[0];
  const sc = (live?.scores ?? []) as number[];
  const league = (match.lg as { na?: string } | undefined)?.na;
  return (
    <section className={styles.score} aria-label={t('room.score')} data-testid="score-panel">
      {league ? <p className={styles.league}>{league}</p> : null}
      <div className={styles.scoreRow}>
        <span className={styles.team}>{teams[0]?.na}</span>
        <span className={styles.scoreNum} data-testid="score">
          {sc.length >= 2 ? `${sc[0]} – ${sc[1]}` : '– : –'}
        </span>
        <span className={`${styles.team} ${styles.teamAway}`}>{teams[1]?.na}</span>
      </div>
      <button type="button" className={styles.link} onClick={() => onMarkets(String(match.id))}>
        {t('room.markets')}
      </button>
    </section>
  );
}

import { useTranslation } from '@app/shared/i18n';
import { readMatchState } from '@app/shared/rules';
import { NS } from '../../../i18n/namespace';
import { useRoomScore } from '../api/use-room';
import { MatchPhaseLabel } from './match-phase-label';
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

/**
 * The room's match: teams, then the score, status and minute of the live scores answer (the state
 * the sportsbook has too, issue 53 #2), kept fresh while the room is open, and a way to its markets.
 */
export function ScorePanel({ streamId, match, onMarkets }: ScorePanelProps) {
  const { t } = useTranslation(NS);
  const score = useRoomScore(streamId, Boolean(match));
  if (!match) return null;
  const teams = (Array.isArray(match.ts) ? match.ts : []) as Team[];
  const state = readMatchState(score.data?.[0]);
  const sc = state.score;
  const league = (match.lg as { na?: string } | undefined)?.na;
  return (
    <section className={styles.score} aria-label={t('room.score')} data-testid="score-panel">
      {league ? <p className={styles.league}>{league}</p> : null}
      <div className={styles.scoreRow}>
        <span className={styles.team}>{teams[0]?.na}</span>
        <span className={styles.scoreNum} data-testid="score">
          {sc ? `${sc[0]} – ${sc[1]}` : '– : –'}
        </span>
        <span className={`${styles.team} ${styles.teamAway}`}>{teams[1]?.na}</span>
      </div>
      <MatchPhaseLabel state={state} />
      <button type="button" className={styles.link} onClick={() => onMarkets(String(match.id))}>
        {t('room.markets')}
      </button>
    </section>
  );
}

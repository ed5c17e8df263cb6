import { memo } from 'react';
import { Link } from 'react-router-dom';
import { elementTiming } from '@app/shared/ui';
import { TeamCrest } from '../../../components/team-crest/team-crest';
import styles from './match-row.module.css';

/** Crest size in the dense list (CSS pixels). */
const CREST = 18;

export interface MatchTeamsProps {
  home: string;
  homeCrest: string | null | undefined;
  /** Empty for a one-sided event (an outright): no away line. */
  away: string;
  awayCrest: string | null | undefined;
  /** Whether the home team is known (a row without teams shows no crest). */
  hasHome: boolean;
  homeScore: number | '';
  awayScore: number | '';
  detailPath: string;
}

/**
 * Teams, crests and score of a row, linking to the detail. Memoised on plain values: a live row
 * re-renders every second (its clock and prices move) while its teams and, mostly, its score do
 * not — the link, the crests and their texts then skip rendering (issue 10, 500 live matches).
 */
export const MatchTeams = memo(function MatchTeams(props: MatchTeamsProps) {
  const { home, homeCrest, away, awayCrest, hasHome, homeScore, awayScore, detailPath } = props;
  return (
    <Link className={styles.teams} to={detailPath}>
      <span className={styles.team}>
        {hasHome ? <TeamCrest name={home} src={homeCrest} size={CREST} /> : null}
        <span className={styles.teamName} {...elementTiming('match-row')}>
          {home}
        </span>
      </span>
      <span className={styles.score} data-testid="match-score">
        {homeScore}
      </span>
      {away ? (
        <>
          <span className={styles.team}>
            <TeamCrest name={away} src={awayCrest} size={CREST} />
            <span className={styles.teamName}>{away}</span>
          </span>
          <span className={styles.score} data-testid="match-score">
            {awayScore}
          </span>
        </>
      ) : null}
    </Link>
  );
});

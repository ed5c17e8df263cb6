import { memo } from 'react';
import { useTranslation } from '@app/shared/i18n';
import { Link } from 'react-router-dom';
import type { Match } from '@app/shared/api/sportsbook-lists';
import { NS } from '../../../i18n/namespace';
import { matchClock } from '../lib/match-status';
import { matchRowView } from '../lib/row-view';
import { FollowButton } from './follow-button';
import { MarketCell } from './market-cell';
import { MatchTeams } from './match-teams';
import styles from './match-row.module.css';

export type MarketColumn = 'winner' | 'handicap' | 'total';

export interface MatchRowProps {
  match: Match;
  lang: string;
  /** The one market column a phone shows (the others are not rendered); null shows all three. */
  only?: MarketColumn | null;
  detailPath: string;
}

/** The link to the detail's other markets; memoised, a tick rarely changes their number. */
const MoreMarkets = memo(function MoreMarkets(props: { count: number; detailPath: string }) {
  const { t } = useTranslation(NS);
  return (
    <Link className={styles.more} to={props.detailPath}>
      {t('moreMarkets', { count: props.count })}
    </Link>
  );
});

/** A dense list row: clock, teams and score, follow, then 1X2 · handicap · over/under. */
export const MatchRow = memo(function MatchRow({
  match,
  lang,
  only = null,
  detailPath,
}: MatchRowProps) {
  const { t } = useTranslation(NS);
  const row = matchRowView(match);
  const { id, home, away, name, main, more, winnerSlots } = row;
  const teams = { home, away };
  const clock = matchClock(match, lang);
  const shows = (cell: MarketColumn) => only === null || only === cell;
  return (
    <article className={styles.row} data-testid="match-card" data-match-id={id}>
      <div className={styles.info}>
        <div className={styles.clock}>
          {clock.kind === 'live' ? (
            <span className={styles.live} data-testid="match-minute">
              <span className={styles.dot} aria-hidden /> {t('minute', { m: clock.minute })}
            </span>
          ) : clock.kind === 'break' ? (
            <span>{clock.label}</span>
          ) : clock.kind === 'kickoff' ? (
            <span>{clock.label}</span>
          ) : null}
          <FollowButton sportId={match.sid} matchId={id} name={name} />
        </div>
        <MatchTeams
          home={home}
          homeCrest={row.homeCrest}
          away={away}
          awayCrest={row.awayCrest}
          hasHome={row.hasHome}
          homeScore={row.homeScore}
          awayScore={row.awayScore}
          detailPath={detailPath}
        />
        {more > 0 ? <MoreMarkets count={more} detailPath={detailPath} /> : null}
      </div>
      <div className={styles.markets}>
        {shows('winner') ? (
          <MarketCell
            cell="winner"
            mty={main.winner?.group.mty ?? 0}
            line={main.winner?.line ?? null}
            matchId={id}
            matchName={name}
            teams={teams}
            slots={main.winner && main.winner.line.options.length > 3 ? 3 : winnerSlots}
          />
        ) : null}
        {shows('handicap') ? (
          <MarketCell
            cell="handicap"
            mty={main.handicap?.group.mty ?? 0}
            line={main.handicap?.line ?? null}
            matchId={id}
            matchName={name}
            teams={teams}
            slots={2}
          />
        ) : null}
        {shows('total') ? (
          <MarketCell
            cell="total"
            mty={main.total?.group.mty ?? 0}
            line={main.total?.line ?? null}
            matchId={id}
            matchName={name}
            teams={teams}
            slots={2}
          />
        ) : null}
      </div>
    </article>
  );
});

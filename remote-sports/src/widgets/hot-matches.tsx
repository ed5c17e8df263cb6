import { isMatchVisible, LoadingState, MATCH_TYPE, type RemoteWidgetProps } from '@app/shared';
import { MatchCard } from '../features/matches/match-card';
import { toMatchView } from '../features/matches/match-view';
import { useMatches } from '../features/matches/use-matches';
import styles from '../features/matches/match-list-page.module.css';
import '../i18n/namespace';

/** Home-page widget: live football matches. */
export default function HotMatchesWidget({ limit = 4 }: RemoteWidgetProps) {
  const { data, isPending } = useMatches(MATCH_TYPE.live, 1);
  if (isPending) return <LoadingState label="…" />;
  return (
    <div className={styles.list}>
      {(data?.records ?? [])
        .filter(isMatchVisible)
        .slice(0, limit)
        .map((m) => (
          <MatchCard
            key={String(m.id)}
            match={toMatchView(m)}
            to={`/sports/sportsdetail/${m.id}`}
          />
        ))}
    </div>
  );
}

import { isMatchVisible, MATCH_TYPE } from '@app/shared/rules';
import { LoadingState } from '@app/shared/ui';
import { sportsbookListQueries } from '@app/shared/api/sportsbook-lists';
import { useQuery } from '@app/shared/client';
import { useAppStore } from '@app/shared/store';
import type { RemoteWidgetProps } from '@app/shared/federation';
import { MatchRow } from '../features/matches/components/match-row';
import styles from './hot-matches.module.css';

/** The host renders this module once its messages are loaded (RemoteModule). */
export { namespaceReady as ready } from '../i18n/namespace';

/** Home-page widget: live football matches with their main prices (picks wait for the slip). */
export default function HotMatchesWidget({ limit = 4 }: RemoteWidgetProps) {
  const lang = useAppStore((s) => s.language);
  const { data, isPending } = useQuery(sportsbookListQueries.matches(MATCH_TYPE.live, 1));
  if (isPending) return <LoadingState label="…" />;
  return (
    <div className={styles.list} data-market="winner">
      {(data?.records ?? [])
        .filter(isMatchVisible)
        .slice(0, limit)
        .map((m) => (
          <MatchRow
            key={String(m.id)}
            match={m}
            lang={lang}
            detailPath={`/sports/sportsdetail/${m.id}`}
          />
        ))}
    </div>
  );
}

import { MatchSchema } from '@app/shared/api/sportsbook-lists';
import type { MatchListProps } from '../hooks/use-shown-rows';
import type { ListRow } from '../lib/rows';

/** A league's header and its `count` matches, as the list shows them. */
export function leagueWithMatches(count: number): ListRow[] {
  return [
    { kind: 'league', id: '1', name: 'V.League 1', count, collapsed: false },
    ...Array.from({ length: count }, (_, i) => ({
      kind: 'match' as const,
      match: MatchSchema.parse({
        id: i + 1,
        sid: 1,
        ms: 1,
        lg: { id: 1, na: 'V.League 1' },
        ts: [{ na: `Home ${i + 1}` }, { na: `Away ${i + 1}` }],
        mg: [],
      }),
    })),
  ];
}

/** MatchList's props for `rows`: no more pages, prices that do not tick. */
export function matchListProps(rows: ListRow[]): MatchListProps {
  return {
    rows,
    lang: 'en',
    market: 'winner',
    hasMore: false,
    loadingMore: false,
    onMore: () => undefined,
    onToggleLeague: () => undefined,
    ticking: null,
  };
}

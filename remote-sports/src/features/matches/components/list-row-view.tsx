import type { Match } from '@app/shared/api/sportsbook-lists';
import type { ListRow } from '../lib/rows';
import { LeagueHeader } from './league-header';
import { MatchRow, type MarketColumn } from './match-row';

export interface ListRowViewProps {
  row: ListRow;
  /** The on-screen refresh's latest answer for the row's match, when it has one. */
  fresh: ReadonlyMap<string, Match>;
  lang: string;
  /** The phone layout shows one market column, the one picked. */
  phone: boolean;
  market: MarketColumn;
  onToggleLeague(id: string): void;
}

/** One row of the match list: a league's header or a match. */
export function ListRowView({ row, fresh, lang, phone, market, onToggleLeague }: ListRowViewProps) {
  return row.kind === 'league' ? (
    <LeagueHeader
      id={row.id}
      name={row.name}
      count={row.count}
      collapsed={row.collapsed}
      onToggle={onToggleLeague}
    />
  ) : (
    <MatchRow
      match={fresh.get(String(row.match.id)) ?? row.match}
      lang={lang}
      only={phone ? market : null}
      detailPath={`sportsdetail/${row.match.id}`}
    />
  );
}

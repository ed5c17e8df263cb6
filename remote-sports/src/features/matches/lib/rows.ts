import { isMatchVisible } from '@app/shared/rules';
import type { Match } from '@app/shared/api/sportsbook-lists';

export type ListRow =
  | { kind: 'league'; id: string; name: string; count: number; collapsed: boolean }
  | { kind: 'match'; match: Match };

/**
 * Flat rows for the virtual list: visible matches (SPEC §4) grouped by league in the order the
 * leagues first appear, a header per league, the matches of collapsed leagues left out.
 */
export function buildRows(
  matches: readonly Match[],
  collapsed: ReadonlySet<string>,
  filter: (m: Match) => boolean = () => true,
): ListRow[] {
  const groups = new Map<string, { name: string; list: Match[] }>();
  for (const m of matches) {
    if (!isMatchVisible(m) || !filter(m)) continue;
    const id = String(m.lg.id);
    const g = groups.get(id) ?? { name: m.lg.na, list: [] };
    g.list.push(m);
    groups.set(id, g);
  }
  const rows: ListRow[] = [];
  for (const [id, g] of groups) {
    const isCollapsed = collapsed.has(id);
    rows.push({ kind: 'league', id, name: g.name, count: g.list.length, collapsed: isCollapsed });
    if (!isCollapsed) for (const match of g.list) rows.push({ kind: 'match', match });
  }
  return rows;
}

/** Diacritic- and case-insensitive search text (so "ha noi" finds "Hà Nội"). */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase();
}

export function matchesSearch(m: Match, query: string): boolean {
  if (!query.trim()) return true;
  const names = (m.ts ?? []).map((t) => t.na).join(' ');
  return fold(`${names} ${m.lg.na}`).includes(fold(query.trim()));
}

/** Ids of the matches among the given row indexes (the rows the virtual list renders). */
export function matchIdsAt(rows: readonly ListRow[], indexes: readonly number[]): string[] {
  const ids: string[] = [];
  for (const i of indexes) {
    const row = rows[i];
    if (row?.kind === 'match') ids.push(String(row.match.id));
  }
  return ids;
}

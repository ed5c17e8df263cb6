import { page as pageOf } from '../paging';
import type { Ctx } from '../context';
import { mediaBase } from '../context';
import type { MatchKind } from '../seed/matches';
import type { MatchRow, MatchView } from './match-view';
import { oddsTickMs } from './live-load';
import { MATCH_SELECT, teamNameMap, viewMatch } from './match-view';

/** List type of getList: 1 live, 3 today, 4 early, 7 champion; 2 (all upcoming) and 6 (results) extra. */
export const TYPE_KINDS: Record<number, MatchKind[]> = {
  1: ['live'],
  2: ['live', 'today', 'early'],
  3: ['today'],
  4: ['early'],
  6: ['result'],
  7: ['champion'],
};

export interface MatchFilter {
  kinds: MatchKind[];
  sportId?: number | null;
  leagueIds?: number[];
  matchIds?: number[];
  beginTime?: number | null;
  endTime?: number | null;
  orderBy?: number;
  keyword?: string;
}

export function queryMatches(ctx: Ctx, f: MatchFilter, now = Date.now()): MatchView[] {
  const where: string[] = [];
  const args: unknown[] = [];
  if (f.kinds.length) {
    where.push(`m.kind IN (${f.kinds.map(() => '?').join(',')})`);
    args.push(...f.kinds);
  }
  if (f.sportId) {
    where.push('m.sid = ?');
    args.push(f.sportId);
  }
  if (f.leagueIds?.length) {
    where.push(`m.lg_id IN (${f.leagueIds.map(() => '?').join(',')})`);
    args.push(...f.leagueIds);
  }
  if (f.matchIds) {
    if (!f.matchIds.length) return [];
    where.push(`m.id IN (${f.matchIds.map(() => '?').join(',')})`);
    args.push(...f.matchIds);
  }
  const rows = ctx.db
    .prepare(`${MATCH_SELECT}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY m.id`)
    .all(...args) as MatchRow[];
  const vctx = {
    db: ctx.db,
    now,
    media: mediaBase(ctx),
    teamNames: teamNameMap(ctx.db),
    tickMs: oddsTickMs(ctx),
  };
  let list = rows.map((r) => viewMatch(r, vctx));
  if (f.beginTime) list = list.filter((m) => m.bt >= f.beginTime!);
  if (f.endTime) list = list.filter((m) => m.bt <= f.endTime!);
  if (f.keyword) {
    const k = fold(f.keyword);
    list = list.filter((m) => fold(`${m.nm} ${m.lg.na}`).includes(k));
  }
  list.sort((a, b) =>
    f.orderBy === 1 ? a.lg.id - b.lg.id || a.bt - b.bt : a.bt - b.bt || a.id - b.id,
  );
  return list;
}

/** Diacritic- and case-insensitive text (so "ha noi" finds "Hà Nội"). */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
}

export function matchById(ctx: Ctx, id: number): MatchView | null {
  return queryMatches(ctx, { kinds: [], matchIds: [id] })[0] ?? null;
}

/** Provider lists page like every other list (src/paging.ts); 50 per page unless asked. */
export function page<T>(list: T[], current: number, size: number) {
  return pageOf(list, current, size, { defaultSize: 50 });
}

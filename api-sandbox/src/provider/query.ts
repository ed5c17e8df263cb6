import { page as pageOf } from '../paging';
import type { Ctx } from '../context';
import { mediaBase } from '../context';
import type { MatchKind, StoredMatch } from '../seed/matches';
import type { MatchRow, MatchView } from './match-view';
import { oddsTickMs } from './live-load';
import type { MatchState } from './match-state';
import { MATCH_SELECT, rowState, teamNameMap, viewMatch } from './match-view';

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

/** A match as the provider lists it, with the state it was drawn from (src/provider/match-state.ts). */
export interface ReadMatch {
  view: MatchView;
  state: MatchState;
}

/**
 * The matches of a filter at `now` on the sandbox clock. The list a match is in (live, today,
 * early, result) follows from its state, so it is chosen after the state is derived.
 */
export function readMatches(ctx: Ctx, f: MatchFilter, now = ctx.clock.now()): ReadMatch[] {
  const where: string[] = [];
  const args: unknown[] = [];
  // champions never change list; the others are placed by their state below
  if (f.kinds.length && !f.kinds.includes('champion')) where.push("m.kind <> 'champion'");
  else if (f.kinds.length === 1) where.push("m.kind = 'champion'");
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
    oddsNow: Date.now(),
    media: mediaBase(ctx),
    teamNames: teamNameMap(ctx.db),
    tickMs: oddsTickMs(ctx),
  };
  let list: ReadMatch[] = [];
  for (const row of rows) {
    const stored = JSON.parse(row.data) as StoredMatch;
    const state = rowState(row, stored, now);
    if (f.kinds.length && !f.kinds.includes(state.kind)) continue;
    list.push({ view: viewMatch(row, vctx, { stored, state }), state });
  }
  if (f.beginTime) list = list.filter((m) => m.view.bt >= f.beginTime!);
  if (f.endTime) list = list.filter((m) => m.view.bt <= f.endTime!);
  if (f.keyword) {
    const k = fold(f.keyword);
    list = list.filter((m) => fold(`${m.view.nm} ${m.view.lg.na}`).includes(k));
  }
  list.sort(({ view: a }, { view: b }) =>
    f.orderBy === 1 ? a.lg.id - b.lg.id || a.bt - b.bt : a.bt - b.bt || a.id - b.id,
  );
  return list;
}

export function queryMatches(ctx: Ctx, f: MatchFilter, now = ctx.clock.now()): MatchView[] {
  return readMatches(ctx, f, now).map((m) => m.view);
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
  return readMatchById(ctx, id)?.view ?? null;
}

export function readMatchById(ctx: Ctx, id: number): ReadMatch | null {
  return readMatches(ctx, { kinds: [], matchIds: [id] })[0] ?? null;
}

/** Provider lists page like every other list (src/paging.ts); 50 per page unless asked. */
export function page<T>(list: T[], current: number, size: number) {
  return pageOf(list, current, size, { defaultSize: 50 });
}

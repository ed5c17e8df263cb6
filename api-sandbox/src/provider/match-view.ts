import type { Db } from '../db/open';
import { rng, round2 } from '../rng';
import type { MatchKind, StoredMatch } from '../seed/matches';
import { goalsPerGame } from '../seed/matches';
import { SPORTS } from '../seed/sports-data';
import type { MarketGroup, MarketLine, Option } from './markets';
import { MARKET_NAMES, MTY, OPT, PE } from './markets';
import { LIVE_STATUS, matchState, type MatchState } from './match-state';

/** Odds of live matches move every ODDS_TICK_MS. */
export const ODDS_TICK_MS = 10_000;

export interface MatchRow {
  id: number;
  sid: number;
  lg_id: number;
  ms: number;
  kind: MatchKind;
  bt_offset: number;
  data: string;
  lg_name: string;
}

export interface MatchView {
  id: number;
  sid: number;
  ms: number;
  /** Match type: 1 outright, 2 regular. */
  ty: number;
  nm: string;
  lg: { id: number; na: string; lurl: string };
  ts: { id: number; na: string; lurl: string }[];
  bt: number;
  mc: { pe: number; s: number; r: boolean; tp: number };
  nsg: { pe: number; tyg: number; sc: number[] }[];
  mg: MarketGroup[];
  tms: number;
  liveUrl: string;
  fbId: string;
}

export interface ViewContext {
  db: Db;
  /** The sandbox clock: the match's state. */
  now: number;
  /** The real clock: odds move on it (README "Sandbox clock"). */
  oddsNow: number;
  media: string;
  teamNames: Map<number, string>;
  /** How often live odds move (ODDS_TICK_MS unless the load knob changed it). */
  tickMs?: number;
}

/** A stored media path made absolute on the sandbox's media base; '' and absolute URLs pass through. */
export function absoluteMedia(media: string, path: string): string {
  return !path || /^https?:\/\//.test(path) ? path : `${media}${path}`;
}

export function teamNameMap(db: Db): Map<number, string> {
  const rows = db.prepare('SELECT id, name FROM teams').all() as { id: number; name: string }[];
  return new Map(rows.map((t) => [t.id, t.name]));
}

function sportOf(sid: number) {
  return SPORTS.find((s) => s.sid === sid) ?? SPORTS[0]!;
}

function period(sid: number, s: number, clock: number): number {
  const parts = sid === 1 || sid === 177 || sid === 100 ? 2 : sid === 3 || sid === 178 ? 4 : 3;
  const index = Math.min(parts - 1, Math.floor((s / clock) * parts));
  return sid * 1000 + 2 + index;
}

function odd(p: number): number {
  return Math.max(1.01, round2(0.95 / Math.min(0.97, Math.max(0.03, p))));
}

function line(id: number, ss: number, li: string, op: Option[]): MarketLine {
  return { id, ss, au: 1, li, op };
}

function quarter(n: number): string {
  const q = Math.round(n * 4) / 4;
  return q > 0 ? `+${q}` : `${q}`;
}

function markets(
  id: number,
  sid: number,
  stored: StoredMatch,
  ss: number,
  drift: number,
  home: string,
  away: string,
): MarketGroup[] {
  const sport = sportOf(sid);
  const p = Math.min(0.9, Math.max(0.1, stored.strength + drift));
  const groups: MarketGroup[] = [];
  if (sport.draw) {
    const pd = 0.26;
    groups.push({
      mty: MTY.ONE_X_TWO,
      pe: PE.FULL,
      nm: MARKET_NAMES[MTY.ONE_X_TWO]!,
      mks: [
        line(id * 100 + 1, ss, '', [
          { na: '1', nm: home, ty: OPT.HOME, od: odd(p * (1 - pd)), li: '' },
          { na: 'X', nm: 'Draw', ty: OPT.DRAW, od: odd(pd), li: '' },
          { na: '2', nm: away, ty: OPT.AWAY, od: odd((1 - p) * (1 - pd)), li: '' },
        ]),
      ],
    });
  } else {
    groups.push({
      mty: MTY.MONEYLINE,
      pe: PE.FULL,
      nm: MARKET_NAMES[MTY.MONEYLINE]!,
      mks: [
        line(id * 100 + 1, ss, '', [
          { na: '1', nm: home, ty: OPT.HOME, od: odd(p), li: '' },
          { na: '2', nm: away, ty: OPT.AWAY, od: odd(1 - p), li: '' },
        ]),
      ],
    });
  }
  const g = goalsPerGame(sid);
  const hcp = -((stored.strength - 0.5) * Math.max(1, g / 3));
  const hOdd = round2(1.9 + drift * 2);
  groups.push({
    mty: MTY.HANDICAP,
    pe: PE.FULL,
    nm: MARKET_NAMES[MTY.HANDICAP]!,
    mks: [
      line(id * 100 + 2, ss, quarter(hcp), [
        { na: '1', nm: home, ty: OPT.HOME, od: hOdd, li: quarter(hcp) },
        { na: '2', nm: away, ty: OPT.AWAY, od: round2(3.8 - hOdd), li: quarter(-hcp) },
      ]),
    ],
  });
  const total = `${Math.max(0, Math.floor(g)) + 0.5}`;
  const oOdd = round2(1.88 - drift);
  groups.push({
    mty: MTY.OVER_UNDER,
    pe: PE.FULL,
    nm: MARKET_NAMES[MTY.OVER_UNDER]!,
    mks: [
      line(id * 100 + 3, ss, total, [
        { na: 'Over', nm: `Over ${total}`, ty: OPT.OVER, od: oOdd, li: total },
        { na: 'Under', nm: `Under ${total}`, ty: OPT.UNDER, od: round2(3.8 - oOdd), li: total },
      ]),
    ],
  });
  if (sid === 1) {
    groups.push({
      mty: MTY.ONE_X_TWO,
      pe: PE.FIRST_HALF,
      nm: `${MARKET_NAMES[MTY.ONE_X_TWO]} - 1st Half`,
      mks: [
        line(id * 100 + 4, ss, '', [
          { na: '1', nm: home, ty: OPT.HOME, od: odd(p * 0.6), li: '' },
          { na: 'X', nm: 'Draw', ty: OPT.DRAW, od: odd(0.4), li: '' },
          { na: '2', nm: away, ty: OPT.AWAY, od: odd((1 - p) * 0.6), li: '' },
        ]),
      ],
    });
  }
  return groups;
}

/** A row's state at `now`, the one every answer about the match is drawn from. */
export function rowState(row: MatchRow, stored: StoredMatch, now: number): MatchState {
  return matchState(
    { id: row.id, sid: row.sid, ms: row.ms, kind: row.kind, btOffset: row.bt_offset },
    stored,
    sportOf(row.sid).clock,
    now,
  );
}

/** The provider's view of a match; `read` passes what the caller already parsed and derived. */
export function viewMatch(
  row: MatchRow,
  ctx: ViewContext,
  read?: { stored: StoredMatch; state: MatchState },
): MatchView {
  const stored = read?.stored ?? (JSON.parse(row.data) as StoredMatch);
  const sport = sportOf(row.sid);
  const { now } = ctx;
  const name = (id: number | null) => (id === null ? '' : (ctx.teamNames.get(id) ?? `Team ${id}`));
  const team = (id: number) => ({ id, na: name(id), lurl: `${ctx.media}/media/teams/${id}.svg` });
  const lg = {
    id: row.lg_id,
    na: row.lg_name,
    lurl: `${ctx.media}/media/leagues/${row.lg_id}.svg`,
  };
  if (row.kind === 'champion') {
    const r = rng(row.id);
    const weights = stored.outright.map(() => 0.3 + r());
    const sum = weights.reduce((a, b) => a + b, 0);
    const op: Option[] = stored.outright.map((tid, i) => ({
      na: name(tid),
      nm: name(tid),
      ty: tid,
      od: odd((weights[i] as number) / sum),
      li: '',
    }));
    return {
      id: row.id,
      sid: row.sid,
      ms: row.ms,
      ty: 1,
      nm: stored.name,
      lg,
      ts: [],
      bt: now + row.bt_offset,
      mc: { pe: 0, s: 0, r: false, tp: 1 },
      nsg: [],
      mg: [
        {
          mty: MTY.OUTRIGHT,
          pe: PE.FULL,
          nm: MARKET_NAMES[MTY.OUTRIGHT]!,
          mks: [line(row.id * 100 + 1, 1, '', op)],
        },
      ],
      tms: 1,
      liveUrl: '',
      fbId: '',
    };
  }
  const state = read?.state ?? rowState(row, stored, now);
  const live = state.phase === 'live';
  const sc = state.score;
  const tick = Math.floor(ctx.oddsNow / (ctx.tickMs ?? ODDS_TICK_MS));
  const drift = live && sc ? 0.05 * Math.sin(tick * 0.7 + row.id) + (sc[0] - sc[1]) * 0.03 : 0;
  const ms = state.ms;
  const ss = ms === LIVE_STATUS || ms === 4 || ms === 6 ? 1 : ms === 8 || ms === 2 ? 0 : -1;
  const home = name(stored.home);
  const away = name(stored.away);
  const mg = ss === -1 ? [] : markets(row.id, row.sid, stored, ss, drift, home, away);
  return {
    id: row.id,
    sid: row.sid,
    ms,
    ty: 2,
    nm: `${home} vs ${away}`,
    lg,
    ts: [team(stored.home as number), team(stored.away as number)],
    bt: state.bt,
    mc: {
      pe: live ? period(row.sid, state.s, sport.clock) : 0,
      s: state.s,
      r: ms === LIVE_STATUS,
      tp: 1,
    },
    nsg: sc ? [{ pe: PE.FULL, tyg: 5, sc }] : [],
    mg,
    tms: mg.reduce((n, g) => n + g.mks.length, 0),
    liveUrl: absoluteMedia(ctx.media, stored.liveUrl),
    fbId: stored.fbId,
  };
}

export const MATCH_SELECT =
  'SELECT m.id, m.sid, m.lg_id, m.ms, m.kind, m.bt_offset, m.data, l.name AS lg_name FROM matches m JOIN leagues l ON l.id = m.lg_id';

/** Finds one selectable option on a match: the market line by id and the option by type. */
export function findOption(
  view: MatchView,
  marketId: number,
  optionType: number,
): { group: MarketGroup; line: MarketLine; option: Option } | null {
  for (const group of view.mg) {
    for (const l of group.mks) {
      if (l.id !== marketId) continue;
      const option = l.op.find((o) => o.ty === optionType);
      return option ? { group, line: l, option } : null;
    }
  }
  return null;
}

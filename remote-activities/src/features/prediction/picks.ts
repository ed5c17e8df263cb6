import { readMatchState, type MatchStateView } from '@app/shared/rules';

/** A match of the prediction activity (`matchTemplate/detail`). */
export interface PredictionMatch {
  matchId: number | string;
  home: string;
  away: string;
  league: string;
  /** Kick-off, epoch ms. */
  kickOff: number | null;
  /** Status, minute and score as the answer gives them (the book's, issue 53 #2). */
  state: MatchStateView;
}

export interface Pick {
  home: number;
  away: number;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function toMatches(raw: ReadonlyArray<Record<string, unknown>>): PredictionMatch[] {
  return raw.map((m) => ({
    matchId: m.matchId as number | string,
    home: str(m.home),
    away: str(m.away),
    league: str(m.league),
    kickOff: typeof m.bt === 'number' && Number.isFinite(m.bt) ? m.bt : null,
    state: readMatchState(m),
  }));
}

/** The member's picks by match id (`cheer/queryCheerRecord`). */
export function picksByMatch(rows: ReadonlyArray<Record<string, unknown>>): Map<string, Pick> {
  const picks = new Map<string, Pick>();
  for (const r of rows) {
    if (r.matchId === undefined) continue;
    picks.set(String(r.matchId), { home: Number(r.home) || 0, away: Number(r.away) || 0 });
  }
  return picks;
}

/**
 * Picks close at kick-off by the server's clock, or once the server says the match is under way;
 * a match without a time is not open.
 */
export function isOpen(match: PredictionMatch, now: number): boolean {
  const started = match.state.phase === 'live' || match.state.phase === 'ended';
  return !started && match.kickOff !== null && match.kickOff > now;
}

/** Matches grouped by their Vietnam calendar day, in kick-off order. */
export function byDay(
  matches: readonly PredictionMatch[],
  dayOf: (ms: number) => string,
): Array<[string, PredictionMatch[]]> {
  const groups = new Map<string, PredictionMatch[]>();
  const sorted = [...matches].sort((a, b) => (a.kickOff ?? Infinity) - (b.kickOff ?? Infinity));
  for (const m of sorted) {
    const key = m.kickOff === null ? '' : dayOf(m.kickOff);
    groups.set(key, [...(groups.get(key) ?? []), m]);
  }
  return [...groups.entries()];
}

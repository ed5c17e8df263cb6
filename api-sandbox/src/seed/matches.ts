import type { Db } from '../db/open';
import { rng } from '../rng';
import { DAY, HOUR } from '../time';
import { HLS_PATH } from '../routes/video';
import { fixtureAt } from './fixtures';
import { SPORTS } from './sports-data';

/** The list a match belongs to: live (type 1), today (3), early (4), champion (7) or results. */
export type MatchKind = 'live' | 'today' | 'early' | 'champion' | 'result';

/** What is stored per match; the provider view adds clock, scores and moving odds at read time. */
export interface StoredMatch {
  home: number | null;
  away: number | null;
  /** Home strength 0..1 (drives odds and scores). */
  strength: number;
  /** Live matches: clock seconds played when seeded. */
  clockBase: number;
  /**
   * Scheduled matches: a kick-off on the sandbox clock, epoch ms; the current round's state
   * follows from it (src/provider/match-state.ts).
   */
  kickoff?: number;
  /** Finished matches: final score. */
  finalScore: [number, number] | null;
  /** Champion markets: team ids in the outright market. */
  outright: number[];
  name: string;
  /** Live video: a sandbox media path (absolute in the provider's view) or an absolute URL; '' for none. */
  liveUrl: string;
  fbId: string;
}

interface Plan {
  kind: MatchKind;
  ms: number;
  offset: number;
}

/** One entry per list and status, so every `ms` value of the provider enum occurs. */
function plans(r: () => number): Plan[] {
  const min = 60_000;
  return [
    { kind: 'live', ms: 5, offset: 0 },
    { kind: 'live', ms: 5, offset: 0 },
    { kind: 'live', ms: 8, offset: 0 },
    { kind: 'live', ms: 2, offset: 0 },
    { kind: 'today', ms: 4, offset: 30 * min + Math.floor(r() * 60) * min },
    { kind: 'today', ms: 4, offset: 2 * HOUR + Math.floor(r() * 90) * min },
    { kind: 'today', ms: 6, offset: 15 * min },
    { kind: 'early', ms: 4, offset: DAY + Math.floor(r() * 24) * HOUR },
    { kind: 'early', ms: 4, offset: 3 * DAY + Math.floor(r() * 24) * HOUR },
    { kind: 'early', ms: 1, offset: 2 * DAY },
    { kind: 'result', ms: 0, offset: -3 * HOUR },
    { kind: 'result', ms: 0, offset: -DAY },
    { kind: 'result', ms: 3, offset: -2 * DAY },
    { kind: 'result', ms: 7, offset: -5 * HOUR },
  ];
}

const GOALS_PER_GAME: Record<number, number> = {
  1: 3,
  3: 210,
  177: 5,
  178: 110,
  5: 3,
  7: 9,
  13: 4,
  47: 2,
  15: 4,
  19: 0,
  16: 14,
  6: 44,
  4: 42,
  2: 6,
  51: 2,
  8: 56,
  14: 310,
  100: 3,
};

export function goalsPerGame(sid: number): number {
  return GOALS_PER_GAME[sid] ?? 3;
}

export function seedMatches(db: Db, now: number): void {
  const insLeague = db.prepare('INSERT INTO leagues (id, sid, name, region) VALUES (?, ?, ?, ?)');
  const insTeam = db.prepare('INSERT INTO teams (id, sid, name) VALUES (?, ?, ?)');
  const insMatch = db.prepare(
    'INSERT INTO matches (id, sid, lg_id, ms, kind, bt_offset, data) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  let leagueId = 10_000;
  let teamId = 100_000;
  let matchId = 1_000_000;
  for (const sport of SPORTS) {
    const r = rng(sport.sid * 7919);
    sport.leagues.forEach((league, leagueIndex) => {
      leagueId += 1;
      insLeague.run(leagueId, sport.sid, league.name, league.region);
      const ids = league.teams.map((name) => {
        teamId += 1;
        insTeam.run(teamId, sport.sid, name);
        return teamId;
      });
      // Main leagues get the full set of states, the others a live, a today and an early match.
      const all = plans(r);
      const list =
        leagueIndex === 0 ? all : all.filter((_, i) => i === 0 || i === 4 || i === 7 || i === 10);
      list.forEach((plan, i) => {
        matchId += 1;
        const [h, a] = fixtureAt(i, ids.length);
        const home = ids[h] as number;
        const away = ids[a] as number;
        const strength = 0.3 + r() * 0.4;
        const goals = goalsPerGame(sport.sid);
        // live matches are seeded in their first half, so a test run meets them still playing
        const clockBase = Math.floor(r() * sport.clock * 0.5);
        const stored: StoredMatch = {
          home,
          away,
          strength,
          clockBase,
          kickoff: now + plan.offset - (plan.kind === 'live' ? clockBase * 1000 : 0),
          finalScore:
            plan.kind === 'result' && plan.ms === 0
              ? [
                  Math.round(goals * strength * (0.6 + r() * 0.8)),
                  Math.round(goals * (1 - strength) * (0.6 + r() * 0.8)),
                ]
              : null,
          outright: [],
          name: `${league.teams[h]} vs ${league.teams[a]}`,
          // live matches carry the sandbox's HLS clip (made absolute when a match is read)
          liveUrl: plan.kind === 'live' ? HLS_PATH : '',
          fbId: plan.kind === 'live' ? `fb-${matchId}` : '',
        };
        insMatch.run(
          matchId,
          sport.sid,
          leagueId,
          plan.ms,
          plan.kind,
          plan.offset,
          JSON.stringify(stored),
        );
      });
      if (leagueIndex === 0 || sport.sid === 1) {
        matchId += 1;
        const outright: StoredMatch = {
          home: null,
          away: null,
          strength: 0.5,
          clockBase: 0,
          finalScore: null,
          outright: ids,
          name: `${league.name} ${new Date(now).getUTCFullYear()} - Winner`,
          liveUrl: '',
          fbId: '',
        };
        insMatch.run(
          matchId,
          sport.sid,
          leagueId,
          4,
          'champion',
          30 * DAY,
          JSON.stringify(outright),
        );
      }
    });
  }
}

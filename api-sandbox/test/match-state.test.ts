// Issue 53 #2 "One score": a match's state follows the sandbox clock — it kicks off, its minute
// and score move with the clock, it ends, and it comes round again — and no two matches of a
// league are the same fixture.
import {
  LIVE_BREAK_MS,
  ROUND_CYCLE_MS,
  ROUND_ENDED_MS,
  goalEvents,
  matchState,
  type StateInput,
} from '../src/provider/match-state';
import { fixtureAt } from '../src/seed/fixtures';
import type { StoredMatch } from '../src/seed/matches';

const T0 = Date.UTC(2026, 0, 10, 5);
const CLOCK_S = 90 * 60;
const MIN = 60_000;

function stored(kickoff: number): StoredMatch {
  return {
    home: 1,
    away: 2,
    strength: 0.6,
    clockBase: 0,
    kickoff,
    finalScore: null,
    outright: [],
    name: 'A vs B',
    liveUrl: '',
    fbId: '',
  };
}

const upcoming: StateInput = { id: 1_000_123, sid: 1, ms: 4, kind: 'today', btOffset: 0 };
const seededLive: StateInput = { ...upcoming, ms: 5, kind: 'live' };

describe('a scheduled match', () => {
  const m = stored(T0 + 30 * MIN);

  test('is upcoming before kick-off, in today within 24 h and early beyond', () => {
    const before = matchState(upcoming, m, CLOCK_S, T0);
    expect(before).toMatchObject({ phase: 'upcoming', ms: 4, kind: 'today', bt: T0 + 30 * MIN });
    expect(before.score).toBeNull();
    const far = matchState(upcoming, stored(T0 + 30 * 3_600_000), CLOCK_S, T0);
    expect(far.kind).toBe('early');
  });

  test('plays with the clock: the minute is the time since kick-off, goals count as they fall', () => {
    const all = goalEvents(upcoming.id, 1, m.strength, CLOCK_S);
    expect(all.length).toBeGreaterThan(0);
    let last = [0, 0];
    for (let minute = 0; minute < 90; minute += 7) {
      const st = matchState(upcoming, m, CLOCK_S, T0 + (30 + minute) * MIN + 1_000);
      expect(st).toMatchObject({ phase: 'live', ms: 5, kind: 'live', bt: T0 + 30 * MIN });
      expect(Math.floor(st.s / 60)).toBe(minute);
      const due = all.filter((e) => e.s <= st.s);
      expect(st.events).toEqual(due);
      const score = [
        due.filter((e) => e.side === 'home').length,
        due.filter((e) => e.side === 'away').length,
      ];
      expect(st.score).toEqual(score);
      expect(score[0]! >= last[0]! && score[1]! >= last[1]!).toBe(true);
      last = score;
    }
  });

  test('ends with every goal counted, then comes round a week after its kick-off', () => {
    const end = T0 + 30 * MIN + CLOCK_S * 1000;
    const ended = matchState(upcoming, m, CLOCK_S, end + MIN);
    const all = goalEvents(upcoming.id, 1, m.strength, CLOCK_S);
    expect(ended).toMatchObject({ phase: 'ended', ms: 0, kind: 'result', s: CLOCK_S });
    expect(ended.events).toEqual(all);
    const next = matchState(upcoming, m, CLOCK_S, end + ROUND_ENDED_MS + MIN);
    expect(next).toMatchObject({ phase: 'upcoming', bt: T0 + 30 * MIN + ROUND_CYCLE_MS });
  });

  test('a match seeded live plays again after a short break, keeping its seeded live status', () => {
    const suspended = { ...seededLive, ms: 8 };
    expect(matchState(suspended, m, CLOCK_S, T0 + 31 * MIN).ms).toBe(8);
    const end = T0 + 30 * MIN + CLOCK_S * 1000;
    expect(matchState(seededLive, m, CLOCK_S, end + 1_000).phase).toBe('ended');
    const again = matchState(seededLive, m, CLOCK_S, end + LIVE_BREAK_MS * 0.75);
    expect(again).toMatchObject({ phase: 'upcoming', ms: 4, bt: end + LIVE_BREAK_MS });
    expect(matchState(seededLive, m, CLOCK_S, end + LIVE_BREAK_MS + MIN).phase).toBe('live');
  });
});

test('results, postponed matches and rows without a kick-off stay put, relative to now', () => {
  const m = stored(T0);
  const result = { ...upcoming, ms: 0, kind: 'result' as const, btOffset: -3_600_000 };
  expect(matchState(result, { ...m, finalScore: [2, 1] }, CLOCK_S, T0 + MIN)).toMatchObject({
    phase: 'ended',
    bt: T0 + MIN - 3_600_000,
    score: [2, 1],
  });
  const postponed = { ...upcoming, ms: 1, kind: 'early' as const, btOffset: 3_600_000 };
  expect(matchState(postponed, m, CLOCK_S, T0 + MIN)).toMatchObject({ phase: 'upcoming', ms: 1 });
  const { kickoff: _dropped, ...old } = m;
  expect(matchState(upcoming, old, CLOCK_S, T0 + MIN).phase).toBe('upcoming');
});

test.each([4, 6, 8, 12])(
  'a league of %i teams repeats no fixture before every pair has met',
  (n) => {
    const pairs = n * (n - 1);
    const seen = new Set<string>();
    for (let i = 0; i < pairs; i += 1) {
      const [h, a] = fixtureAt(i, n);
      expect(h).not.toBe(a);
      seen.add(`${h}-${a}`);
      if (i === (n * (n - 1)) / 2 - 1) expect(seen.size).toBe(i + 1);
    }
    expect(seen.size).toBe(pairs);
    expect(fixtureAt(0, n)).toEqual([0, 1]);
  },
);

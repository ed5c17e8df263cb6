import type { Match } from '@app/shared/api/sportsbook-lists';
import { matchClock, readScore } from './match-status';
import { buildRows, matchesSearch } from './rows';

const m = (over: Partial<Match> = {}): Match => ({
  id: 1,
  sid: 1,
  ms: 5,
  lg: { id: 9, na: 'V.League 1' },
  ts: [{ na: 'Hà Nội FC' }, { na: 'Công An' }],
  bt: Date.UTC(2026, 10, 23, 12, 30),
  mc: { s: 3725 },
  nsg: [{ sc: [2, 1] }],
  fbId: 'x',
  ...over,
});

describe('match status rules (SPEC §4)', () => {
  it('live shows the running minute, a future match its kick-off time (not LIVE)', () => {
    expect(matchClock(m(), 'en')).toEqual({ kind: 'live', minute: 62 });
    expect(matchClock(m({ ms: 1 }), 'en')).toEqual({ kind: 'kickoff', label: '11/23 19:30' });
    expect(matchClock(m({ ms: 1 }), 'vi')).toEqual({ kind: 'kickoff', label: '23/11 19:30' });
  });

  it('ms 4 shows the break time', () => {
    expect(matchClock(m({ ms: 4 }), 'en').kind).toBe('break');
  });

  it('hides ms 0/5/8 without a video source and groups the rest by league', () => {
    const rows = buildRows(
      [m(), m({ id: 2, fbId: null, liveUrl: null }), m({ id: 3, ms: 1, lg: { id: 7, na: 'K' } })],
      new Set(),
    );
    expect(
      rows.map((r) => (r.kind === 'league' ? `L${r.id}:${r.count}` : `M${r.match.id}`)),
    ).toEqual(['L9:1', 'M1', 'L7:1', 'M3']);
    const collapsed = buildRows([m()], new Set(['9']));
    expect(collapsed).toEqual([expect.objectContaining({ kind: 'league', collapsed: true })]);
  });

  it('searches team and league names without diacritics', () => {
    expect(matchesSearch(m(), 'ha noi')).toBe(true);
    expect(matchesSearch(m(), 'vleague')).toBe(false);
    expect(matchesSearch(m(), 'v.league')).toBe(true);
  });

  it('reads the score', () => {
    expect(readScore(m())).toEqual([2, 1]);
    expect(readScore(m({ nsg: [] }))).toBeNull();
  });
});

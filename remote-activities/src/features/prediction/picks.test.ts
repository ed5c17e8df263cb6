import { byDay, isOpen, picksByMatch, toMatches } from './picks';

// Issue 14: a pick per match before kick-off only (server clock), the schedule grouped by day.
const raw = [
  { matchId: 7, home: 'A', away: 'B', league: 'L', bt: 2_000 },
  { matchId: 8, home: 'C', away: 'D', league: 'L', bt: 1_000 },
  { matchId: 9, home: 'E', away: 'F', league: 'L' },
];

describe('prediction picks', () => {
  it('is open only before a known kick-off', () => {
    const [a, b, c] = toMatches(raw);
    expect(isOpen(a!, 1_500)).toBe(true);
    expect(isOpen(b!, 1_000)).toBe(false);
    expect(isOpen(c!, 0)).toBe(false);
  });

  it("reads the member's picks by match id", () => {
    const picks = picksByMatch([{ matchId: 7, home: 2, away: '1' }, { home: 1 }]);
    expect([...picks.entries()]).toEqual([['7', { home: 2, away: 1 }]]);
  });

  it('groups fixtures by day in kick-off order, unknown times last', () => {
    const days = byDay(toMatches(raw), (ms) => (ms < 1_500 ? 'd1' : 'd2'));
    expect(days.map(([d, list]) => [d, list.map((m) => m.matchId)])).toEqual([
      ['d1', [8]],
      ['d2', [7]],
      ['', [9]],
    ]);
  });
});

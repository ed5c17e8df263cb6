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

  it('is closed once the answer says the match is live or over, whatever the kick-off says', () => {
    const [live, ended] = toMatches([
      { ...raw[0], phase: 'live', minute: 3, scores: [0, 0] },
      { ...raw[0], phase: 'ended', scores: [1, 2] },
    ]);
    expect(isOpen(live!, 0)).toBe(false);
    expect(isOpen(ended!, 0)).toBe(false);
    expect(live!.state).toEqual({ phase: 'live', minute: 3, score: [0, 0] });
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

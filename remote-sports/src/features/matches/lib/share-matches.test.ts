import { MatchSchema, type Match } from '@app/shared/api/sportsbook-lists';
import { shareMatches } from './share-matches';

// Issue 10 (500 live matches, no long task): a refresh of the rows on screen keeps the objects of
// the matches that did not move, so memoised rows skip rendering.
const match = (id: number, home: number): Match =>
  MatchSchema.parse({
    id,
    sid: 1,
    ms: 5,
    lg: { id: 1, na: 'V.League 1' },
    ts: [{ na: `Home ${id}` }, { na: `Away ${id}` }],
    mg: [
      { mty: 1005, pe: 1001, mks: [{ id: id * 10, ss: 1, op: [{ na: '1', ty: 1, od: home }] }] },
      { mty: 1000, pe: 1001, mks: [{ id: id * 10 + 1, ss: 1, op: [{ na: 'H', ty: 1, od: 1.9 }] }] },
    ],
  });
const answer = (...ms: Match[]) => new Map(ms.map((m) => [String(m.id), m]));

test('an unchanged match keeps its object; a changed one is new but keeps its unchanged parts', () => {
  const prev = answer(match(1, 2.1), match(2, 3.4));
  const next = shareMatches(prev, answer(match(1, 2.1), match(2, 3.5)));
  expect(next.get('1')).toBe(prev.get('1'));
  const moved = next.get('2');
  expect(moved).not.toBe(prev.get('2'));
  expect(moved?.mg?.[0]?.mks?.[0]?.op[0]?.od).toBe(3.5);
  expect(moved?.ts).toBe(prev.get('2')?.ts);
  expect(moved?.mg?.[1]).toBe(prev.get('2')?.mg?.[1]);
});

test('an answer equal to the previous one is the previous map itself', () => {
  const prev = answer(match(1, 2.1), match(2, 3.4));
  expect(shareMatches(prev, answer(match(1, 2.1), match(2, 3.4)))).toBe(prev);
});

test('rows that come on screen are added; rows that left are dropped', () => {
  const prev = answer(match(1, 2.1), match(2, 3.4));
  const next = shareMatches(prev, answer(match(2, 3.4), match(3, 1.5)));
  expect([...next.keys()]).toEqual(['2', '3']);
  expect(next.get('2')).toBe(prev.get('2'));
  expect(next.get('3')?.mg?.[0]?.mks?.[0]?.op[0]?.od).toBe(1.5);
});

import fc from 'fast-check';
import type { Match } from '@app/shared/api/sportsbook-lists';
import { buildRows, type ListRow } from './rows';

// Issue 10 (500 live matches, no long task, no layout shift): the list asks for its pages in league
// order (use-match-pages BY_LEAGUE) because then the next page only adds rows after the loaded
// ones — the rows a reader has scrolled to stay where they are and are not mounted again. In
// kick-off order a page's matches join leagues higher up and move every row below them.

const match = (id: number, league: number): Match => ({
  id,
  sid: 1,
  ms: 1,
  lg: { id: league, na: `League ${league}` },
});
/** Matches with their leagues, and how many pages of `size` the provider splits them into. */
const listOf = fc
  .array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 120 })
  .map((leagues) => leagues.map((league, i) => match(i + 1, league)));
const byLeague = (list: Match[]) => [...list].sort((a, b) => Number(a.lg.id) - Number(b.lg.id));
const key = (r: ListRow) => (r.kind === 'league' ? `l${r.id}` : `m${r.match.id}`);

/** Rows of the first `n` matches against the rows of all: the loaded rows that moved or changed. */
function moved(list: Match[], n: number): number {
  const before = buildRows(list.slice(0, n), new Set()).map(key);
  const after = buildRows(list, new Set()).map(key);
  return before.filter((k, i) => after[i] !== k).length;
}

describe('the next page of a list grouped by league', () => {
  it('in league order only adds rows after the loaded ones', () => {
    fc.assert(
      fc.property(listOf, fc.integer({ min: 1, max: 50 }), (list, size) => {
        const sorted = byLeague(list);
        for (let n = size; n < sorted.length; n += size) expect(moved(sorted, n)).toBe(0);
      }),
    );
  });

  it('keeps the loaded rows in place, only the last league header counts more', () => {
    const sorted = byLeague([match(1, 2), match(2, 1), match(3, 2), match(4, 1), match(5, 3)]);
    const before = buildRows(sorted.slice(0, 3), new Set());
    const after = buildRows(sorted, new Set());
    expect(after.slice(0, before.length).map(key)).toEqual(before.map(key));
    expect(after[3]).toMatchObject({ kind: 'league', id: '2', count: 2 });
  });

  it('in kick-off order moves rows a reader may be looking at (why the list asks by league)', () => {
    // leagues taking turns, as the provider's kick-off order gives them
    const list = [1, 2, 1, 2, 1, 2].map((league, i) => match(i + 1, league));
    expect(moved(list, 4)).toBeGreaterThan(0);
  });
});

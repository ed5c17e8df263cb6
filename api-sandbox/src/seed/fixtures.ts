/**
 * The i-th fixture of a league of n teams, as [home, away] team indexes. The first rounds pair
 * 0–1, 2–3, … and no pairing comes back until every pair of teams has met once; after that the
 * same pairs play with home and away swapped. So two matches of a league are never the same
 * fixture, which would show one pairing live in one list and upcoming in another.
 */
export function fixtureAt(i: number, n: number): [number, number] {
  const pairs = fixtureOrder(n);
  const first = pairs[i % pairs.length]!;
  return Math.floor(i / pairs.length) % 2 === 0 ? first : [first[1], first[0]];
}

const orders = new Map<number, [number, number][]>();

function fixtureOrder(n: number): [number, number][] {
  const cached = orders.get(n);
  if (cached) return cached;
  const seen = new Set<string>();
  const out: [number, number][] = [];
  const add = (a: number, b: number) => {
    const key = a < b ? `${a}-${b}` : `${b}-${a}`;
    if (a === b || seen.has(key)) return;
    seen.add(key);
    out.push([a, b]);
  };
  for (let d = 1; d < n; d += 2) for (let j = 0; 2 * j < n; j += 1) add(2 * j, (2 * j + d) % n);
  for (let d = 1; d < n; d += 1) for (let a = 0; a < n; a += 1) add(a, (a + d) % n);
  orders.set(n, out);
  return out;
}

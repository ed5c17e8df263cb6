/** Bet-slip arithmetic (research-sportsbook §1.2): combinations, N串M options, stakes and returns. */

/** Binomial coefficient C(n, k) for the small n of a slip (≤ 10). */
export function choose(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i += 1) r = (r * (n - k + i)) / i;
  return Math.round(r);
}

/** Number of bets of a series option: `sn` legs per bet; sn 0 = full cover (every size ≥ 2). */
export function seriesBets(legs: number, sn: number): number {
  if (sn === 0) return 2 ** legs - legs - 1;
  return choose(legs, sn);
}

/** Every k-subset of the list (order kept). */
export function combinations<T>(list: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (list.length < k) return [];
  const [head, ...rest] = list;
  return [...combinations(rest, k - 1).map((c) => [head as T, ...c]), ...combinations(rest, k)];
}

/** Maximum return of a series option when every leg wins: Σ over its combos of unit × Π odds. */
export function seriesMaxReturn(odds: readonly number[], sn: number, unitStake: number): number {
  const sizes = sn === 0 ? odds.map((_, i) => i + 1).filter((k) => k >= 2) : [sn];
  let sum = 0;
  for (const k of sizes)
    for (const c of combinations(odds, k)) sum += unitStake * c.reduce((p, x) => p * x, 1);
  return sum;
}

/** Total stake of a series option: unit stake × number of bets. */
export function seriesStake(legs: number, sn: number, unitStake: number): number {
  return unitStake * seriesBets(legs, sn);
}

/** Truncates money to whole minor units (no float tails such as 10.000000001). */
export function money(value: number): number {
  return Math.floor(value * 100 + 1e-6) / 100;
}

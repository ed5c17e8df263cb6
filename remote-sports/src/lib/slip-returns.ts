/**
 * What a parlay's series can win (research-sportsbook §1.2): apart from slip-math.ts, whose counting
 * the slip's bar needs on /sports's first screen, these come with the slip's contents (issue 16).
 */
import { seriesBets } from './slip-math';

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

/** Bet-slip arithmetic (research-sportsbook §1.2): N串M bet counts and money; returns are slip-returns.ts. */

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

/** Truncates money to whole minor units (no float tails such as 10.000000001). */
export function money(value: number): number {
  return Math.floor(value * 100 + 1e-6) / 100;
}

import { rng } from '../rng';
import type { Leg } from './orders';

/** Outcome codes a combination settles to (the subset of OUTCOME it uses). */
const WON = 4;
const LOST = 3;

/** One bet of a system ticket: indexes into the ticket's legs, its odds and its return if won. */
export interface Combination {
  legs: number[];
  odds: number;
  maxWin: number;
  outcome?: number;
  payout?: number;
}

/** What a betMultiple ticket stores beside its legs: the option and the stake of each combination. */
export interface SeriesTicket {
  seriesValue: number;
  unitStake: number;
  combinations: Combination[];
}

export function writeSeries(series: SeriesTicket): string {
  return JSON.stringify(series);
}

export function readSeries(text: string | null): SeriesTicket | null {
  return text ? (JSON.parse(text) as SeriesTicket) : null;
}

/** How a leg ended: the factor it multiplies a bet's return by (0 = lost), and a half result. */
export interface LegResult {
  factor: number;
  half: -1 | 0 | 1;
}

/** The scripted result of each leg of an order (the sandbox's matches never really end). */
export function legResults(orderId: number, legs: Leg[]): LegResult[] {
  const r = rng(orderId * 2654435761);
  return legs.map((leg) => {
    const p = Math.min(0.95, 1 / leg.odds + 0.02);
    const x = r();
    if (/\.(25|75)$/.test(leg.li) && x < 0.08)
      return x < 0.04 ? { factor: (leg.odds + 1) / 2, half: 1 } : { factor: 0.5, half: -1 };
    return { factor: x < p ? leg.odds : 0, half: 0 };
  });
}

/**
 * Settles every combination of a ticket from its legs' results: a combination pays its unit stake ×
 * the factors of its legs, in whole minor units, or nothing when one of its legs lost.
 */
export function settleSeries(
  series: SeriesTicket,
  results: LegResult[],
): { series: SeriesTicket; outcome: number; payout: number } {
  const combinations = series.combinations.map((c) => {
    const factors = c.legs.map((i) => results[i]?.factor ?? 0);
    const mult = factors.reduce((p, f) => p * f, 1);
    const payout = factors.includes(0) ? 0 : Math.floor(series.unitStake * mult);
    return { ...c, outcome: payout > 0 ? WON : LOST, payout };
  });
  const payout = combinations.reduce((s, c) => s + c.payout, 0);
  return { series: { ...series, combinations }, outcome: payout > 0 ? WON : LOST, payout };
}

/** Cash-out price of a ticket: each combination at 95 % of its value at the legs' current odds. */
export function seriesCashOut(series: SeriesTicket, current: number[]): number {
  return series.combinations.reduce((sum, c) => {
    const now = c.legs.reduce((p, i) => p * (current[i] ?? Infinity), 1);
    return sum + Math.max(0, Math.floor((series.unitStake * c.odds * 0.95) / now));
  }, 0);
}

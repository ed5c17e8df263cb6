import type { Order } from '@app/shared/api/sportsbook';

/** One bet of a system ticket as new/bet/list returns it: indexes into the ticket's legs. */
export interface TicketCombination {
  legs: number[];
  odds: number | null;
  maxWin: number | null;
  outcome: number;
  payout: number | null;
}

/** A betMultiple ticket's option and combinations (issue 52 #2); null for a single. */
export interface TicketSeries {
  seriesValue: number;
  unitStake: number | null;
  combinations: TicketCombination[];
}

type Rec = Record<string, unknown>;
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null;

function combination(raw: unknown): TicketCombination | null {
  if (!isRec(raw) || !Array.isArray(raw.legs)) return null;
  const legs = raw.legs.filter((i): i is number => Number.isInteger(i));
  if (legs.length < 2) return null;
  return {
    legs,
    odds: num(raw.odds),
    maxWin: num(raw.maxWin),
    outcome: num(raw.outcome) ?? 0,
    payout: num(raw.payout),
  };
}

/** The series part of an order, read defensively (the provider's answer is not trusted). */
export function ticketSeries(order: Order): TicketSeries | null {
  const rec = order as Rec;
  const seriesValue = num(rec.seriesValue);
  if (seriesValue === null) return null;
  const combinations = (Array.isArray(rec.combinations) ? rec.combinations : [])
    .map(combination)
    .filter((c): c is TicketCombination => c !== null);
  return { seriesValue, unitStake: num(rec.unitStake), combinations };
}

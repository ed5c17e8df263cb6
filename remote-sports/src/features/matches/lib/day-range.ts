import { marketDay, type MarketDay } from '@app/shared/rules';

/** Market-day windows for the early-market date filter (issue #10: `beginTime`/`endTime`). */
export type DayRange = MarketDay;

/** The market day `offset` days after `now`'s (issue 53: the market's zone, not the device's). */
export function dayRange(now: number, offset: number): DayRange {
  return marketDay(now, offset);
}

/** Early markets start tomorrow: the next `count` market days. */
export function earlyDays(now: number, count = 7): DayRange[] {
  return Array.from({ length: count }, (_, i) => dayRange(now, i + 1));
}

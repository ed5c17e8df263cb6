import { DAY, startOfDayVn } from './time';

/** Days of the studio's income chart, today included. */
export const CHART_DAYS = 14;

export interface IncomeEntry {
  at: number;
  income: number;
}

/**
 * Income totals in the market's calendar (UTC+7): today, this week (from Monday), this month and
 * all time, plus one total per day of the last CHART_DAYS days, oldest first. Whole minor units.
 */
export function incomeByPeriod(entries: readonly IncomeEntry[], now: number) {
  const today = startOfDayVn(now);
  const local = new Date(today + 7 * 3_600_000);
  const weekday = (local.getUTCDay() + 6) % 7;
  const week = today - weekday * DAY;
  const month = today - (local.getUTCDate() - 1) * DAY;
  const first = today - (CHART_DAYS - 1) * DAY;
  const daily = Array.from({ length: CHART_DAYS }, (_, i) => ({ day: first + i * DAY, income: 0 }));
  const sum = (from: number) =>
    entries.filter((e) => e.at >= from && e.at <= now).reduce((n, e) => n + e.income, 0);
  for (const e of entries) {
    const i = Math.floor((e.at - first) / DAY);
    const slot = daily[i];
    if (slot && e.at <= now) slot.income += e.income;
  }
  return {
    total: entries.reduce((n, e) => n + e.income, 0),
    day: sum(today),
    week: sum(week),
    month: sum(month),
    daily,
  };
}

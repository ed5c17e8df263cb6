/** Local-day windows for the early-market date filter (issue #10: `beginTime`/`endTime`). */
export interface DayRange {
  beginTime: number;
  endTime: number;
}

/** The day `offset` days after `now`'s local day, from 00:00:00.000 to 23:59:59.999. */
export function dayRange(now: number, offset: number): DayRange {
  const start = new Date(now);
  start.setHours(0, 0, 0, 0);
  start.setDate(start.getDate() + offset);
  const end = new Date(start);
  end.setDate(end.getDate() + 1);
  return { beginTime: start.getTime(), endTime: end.getTime() - 1 };
}

/** Early markets start tomorrow: the next `count` local days. */
export function earlyDays(now: number, count = 7): DayRange[] {
  return Array.from({ length: count }, (_, i) => dayRange(now, i + 1));
}

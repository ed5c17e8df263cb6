export type RangePreset = 'today' | 'week' | 'month';

export interface DateRange {
  beginTime: number;
  endTime: number;
}

const DAY = 86_400_000;

/** Start of the local day of `now`. */
function startOfDay(now: number): number {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** Today, the last 7 days or the last 30 days, each ending at the end of today (local time). */
export function presetRange(preset: RangePreset, now = Date.now()): DateRange {
  const today = startOfDay(now);
  const days = preset === 'today' ? 1 : preset === 'week' ? 7 : 30;
  return { beginTime: today - (days - 1) * DAY, endTime: today + DAY - 1 };
}

/** A range from two `YYYY-MM-DD` inputs (whole local days); null when either is missing or reversed. */
export function customRange(from: string, to: string): DateRange | null {
  const begin = from ? new Date(`${from}T00:00:00`).getTime() : NaN;
  const end = to ? new Date(`${to}T00:00:00`).getTime() + DAY - 1 : NaN;
  if (Number.isNaN(begin) || Number.isNaN(end) || begin > end) return null;
  return { beginTime: begin, endTime: end };
}

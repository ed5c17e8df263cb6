import { marketDay, marketDayOf } from '@app/shared/rules';

export type RangePreset = 'today' | 'week' | 'month';

export interface DateRange {
  beginTime: number;
  endTime: number;
}

/**
 * Today, the last 7 days or the last 30 days, each ending at the end of today — market days
 * (issue 53), so a member abroad sees the same records as one at home.
 */
export function presetRange(preset: RangePreset, now = Date.now()): DateRange {
  const days = preset === 'today' ? 1 : preset === 'week' ? 7 : 30;
  return { beginTime: marketDay(now, 1 - days).beginTime, endTime: marketDay(now).endTime };
}

/** A range from two `YYYY-MM-DD` inputs (whole market days); null when either is missing or reversed. */
export function customRange(from: string, to: string): DateRange | null {
  const begin = marketDayOf(from);
  const end = marketDayOf(to);
  if (!begin || !end || begin.beginTime > end.endTime) return null;
  return { beginTime: begin.beginTime, endTime: end.endTime };
}

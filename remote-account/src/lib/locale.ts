import { formatDateTimeWithYear, NO_DATE, parseIsoStrict } from '@app/shared/rules';
/**
 * A date and time by the shared SPEC §5 rule (day first and Vietnam's time zone in Vietnamese, a
 * 24-hour clock, the year): '23/11/2026 14:46' in Vietnamese, '11/23/2026 14:46' otherwise; '--' when
 * the value is not a time.
 */
export function formatDateTime(value: unknown, language: string): string {
  const time =
    typeof value === 'number'
      ? value
      : typeof value === 'string'
        ? (parseIsoStrict(value) ?? Date.parse(value))
        : Number.NaN;
  return formatDateTimeWithYear(time, language);
}

/**
 * A calendar day with its year (member since), the date part of the shared SPEC §5 rule:
 * '25/08/2026' in Vietnamese (Vietnam's time zone), '08/25/2026' otherwise; '--' when the value is
 * not a time. Strings must be ISO-8601 with an offset (parseIsoStrict).
 */
export function formatCalendarDay(value: unknown, language: string): string {
  const time = typeof value === 'number' ? value : parseIsoStrict(value);
  if (time === null) return NO_DATE;
  return formatDateTimeWithYear(time, language).split(' ')[0] ?? NO_DATE;
}

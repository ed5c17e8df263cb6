import { formatDateTimeWithYear, NO_DATE, parseIsoStrict } from '@app/shared';
const LOCALES: Readonly<Record<string, string>> = { vi: 'vi-VN', 'zh-cn': 'zh-CN', en: 'en-GB' };

/** The Intl locale of a UI language (dates). */
export function intlLocale(language: string): string {
  return LOCALES[language] ?? 'en-GB';
}

/** A date and time in the UI language, or '--' when the value is not a time. */
export function formatDateTime(value: unknown, language: string): string {
  const date = typeof value === 'number' || typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '--';
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(date);
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

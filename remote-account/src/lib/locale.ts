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

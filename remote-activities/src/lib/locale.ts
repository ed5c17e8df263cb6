const LOCALES: Readonly<Record<string, string>> = { vi: 'vi-VN', 'zh-cn': 'zh-CN', en: 'en-GB' };

/** The Intl locale of a UI language (dates, weekday names). */
export function intlLocale(language: string): string {
  return LOCALES[language] ?? 'en-GB';
}

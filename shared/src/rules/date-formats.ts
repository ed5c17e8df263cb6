/**
 * One Intl.DateTimeFormat per locale, zone and options: building one costs about a millisecond on a
 * cheap phone, and lists format a date per row (issue 16: the hot-matches widget spent ~80 ms of the
 * home page's main thread on it). A zone the engine rejects throws each time and is never cached.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

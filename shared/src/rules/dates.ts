/** Parsing times from the wire and counting down; every display of a time is in market-clock.ts. */
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(?:(Z)|([+-])(\d{2}):(\d{2}))$/;

const daysIn = (year: number, month: number): number =>
  [
    31,
    year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28,
    31,
    30,
    31,
    30,
    31,
    31,
    30,
    31,
    30,
    31,
  ][month - 1] ?? 0;

/**
 * Strict ISO-8601 parsing (reliability R16): accepts only `YYYY-MM-DDTHH:mm[:ss[.fff]]` followed
 * by 'Z' or an explicit `±HH:MM` offset, with every field in range (real calendar days, hours
 * 0-23, no leap second, offsets up to ±23:59); fractions beyond milliseconds are truncated.
 * Anything else (no offset, a space instead of 'T', '+0700', '2026-02-30…') gives null, so no
 * engine ever guesses a time zone. Returns epoch ms.
 */
export function parseIsoStrict(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = ISO.exec(value);
  if (!m) return null;
  const [, y, mo, d, h, mi, s = '0', frac = '', z, sign, oh = '0', om = '0'] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const fields = [Number(h), Number(mi), Number(s), Number(oh), Number(om)] as const;
  const [hour, minute, second, offH, offM] = fields;
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59 || offH > 23 || offM > 59) return null;
  const ms = Number(frac.padEnd(3, '0').slice(0, 3));
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, ms);
  const offset = z ? 0 : (sign === '-' ? -1 : 1) * (offH * 60 + offM) * 60_000;
  return date.getTime() - offset;
}

/**
 * A countdown for people: `2:05:09` from an hour up, `5:09` below, never negative.
 * @example formatCountdown(3_725_000) // '1:02:05'
 */
export function formatCountdown(ms: number): string {
  const total = Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

import { dateFormat } from './date-formats';

/** Time zone used for Vietnamese when none is given (SPEC §5 decision). */
export const VIETNAM_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** Shown when a date cannot be displayed. */
export const NO_DATE = '--';

const isVietnamese = (lang: string): boolean => /^vi\b/i.test(lang);

/**
 * Date display (SPEC §5): day/month for Vietnamese ('vi', 'vi-VN'), month/day otherwise, then
 * 24-hour hours and minutes: '22/11 14:05' vs '11/22 14:05'. The time zone is an IANA name;
 * without one Vietnamese uses Asia/Ho_Chi_Minh and other languages the device's zone.
 * Invalid dates or time zones give '--'.
 *
 * @param value epoch ms or Date
 * @param lang UI language code (zh-cn, en, vi)
 * @param timeZone IANA time zone, e.g. 'Asia/Shanghai'
 */
export function formatDayTime(value: number | Date, lang: string, timeZone?: string): string {
  return formatDate(value, lang, timeZone, false);
}

/**
 * {@link formatDayTime} with the year, for dates that may be months or years away (the end of a
 * self-exclusion): '22/11/2027 14:05' in Vietnamese, '11/22/2027 14:05' otherwise.
 */
export function formatDateTimeWithYear(
  value: number | Date,
  lang: string,
  timeZone?: string,
): string {
  return formatDate(value, lang, timeZone, true);
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * Zones that keep one UTC offset all year (minutes): Vietnam since 1975 and China since 1991 have no
 * daylight saving time. Their wall clock is plain arithmetic, which spares the first screen the
 * first use of Intl.DateTimeFormat (its zone data costs ~70 ms on a cheap phone, issue 16).
 */
const FIXED_OFFSETS: Readonly<Record<string, number>> = {
  [VIETNAM_TIME_ZONE]: 7 * 60,
  'Asia/Saigon': 7 * 60,
  'Asia/Shanghai': 8 * 60,
  UTC: 0,
};

/** The wall clock at `time` in `zone` (the device's zone when undefined); throws for an unknown zone. */
function wallClock(time: number, zone: string | undefined): WallClock {
  const offset = zone === undefined ? undefined : FIXED_OFFSETS[zone];
  if (zone === undefined || offset !== undefined) {
    const d = new Date(offset === undefined ? time : time + offset * 60_000);
    if (Number.isNaN(d.getTime())) throw new RangeError('date out of range');
    return offset === undefined
      ? {
          year: d.getFullYear(),
          month: d.getMonth() + 1,
          day: d.getDate(),
          hour: d.getHours(),
          minute: d.getMinutes(),
        }
      : {
          year: d.getUTCFullYear(),
          month: d.getUTCMonth() + 1,
          day: d.getUTCDate(),
          hour: d.getUTCHours(),
          minute: d.getUTCMinutes(),
        };
  }
  const parts = dateFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(time);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

const two = (n: number) => String(n).padStart(2, '0');

function formatDate(
  value: number | Date,
  lang: string,
  timeZone: string | undefined,
  withYear: boolean,
): string {
  const time = value instanceof Date ? value.getTime() : value;
  if (!Number.isFinite(time)) return NO_DATE;
  const zone = timeZone ?? (isVietnamese(lang) ? VIETNAM_TIME_ZONE : undefined);
  try {
    const c = wallClock(time, zone);
    const dayMonth = isVietnamese(lang)
      ? `${two(c.day)}/${two(c.month)}`
      : `${two(c.month)}/${two(c.day)}`;
    const date = withYear ? `${dayMonth}/${c.year}` : dayMonth;
    return `${date} ${two(c.hour)}:${two(c.minute)}`;
  } catch {
    return NO_DATE;
  }
}

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

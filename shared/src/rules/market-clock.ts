import { siteMarket } from './site-market';
import { dateFormat } from './date-formats';

/**
 * The one clock of the site (issue 53): every time is shown, and every time an operator types is
 * read, in the market's zone — Vietnam build UTC+7, China build UTC+8 — whatever the device's zone
 * and in every language. Layout per SPEC §5: day/month in Vietnamese, month/day otherwise, 24 h.
 * Screens call these functions and nothing else (no toLocale*, no Intl.DateTimeFormat of their own).
 */

/** The zone of each build market. */
export const MARKET_TIME_ZONES: Readonly<Record<string, string>> = {
  vietnam: 'Asia/Ho_Chi_Minh',
  china: 'Asia/Shanghai',
};

/** Vietnam's zone, the default market's. */
export const VIETNAM_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** Shown when a date cannot be displayed. */
export const NO_DATE = '--';

/** The zone of a market (the site's market from the runtime config by default). */
export function marketTimeZone(market: string = siteMarket()): string {
  return MARKET_TIME_ZONES[market.trim().toLowerCase()] ?? VIETNAM_TIME_ZONE;
}

const isVietnamese = (lang: string): boolean => /^vi\b/i.test(lang);

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

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The wall clock at `time` in `zone`; throws a RangeError for an unknown zone or a bad time. */
function wallClock(time: number, zone: string): WallClock {
  if (!Number.isFinite(time)) throw new RangeError('not a time');
  const offset = FIXED_OFFSETS[zone];
  if (offset !== undefined) {
    const d = new Date(time + offset * 60_000);
    if (Number.isNaN(d.getTime())) throw new RangeError('date out of range');
    return {
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

/** Minutes `zone` is ahead of UTC at `time` (420 for Vietnam). */
function offsetMinutes(time: number, zone: string): number {
  const fixed = FIXED_OFFSETS[zone];
  if (fixed !== undefined) return fixed;
  const minute = Math.floor(time / 60_000) * 60_000; // the wall clock below has no seconds
  const c = wallClock(minute, zone);
  return Math.round((Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute) - minute) / 60_000);
}

const two = (n: number) => String(n).padStart(2, '0');

/** Runs `make` on the wall clock, or gives '--' for an invalid time or zone. */
function display(value: number | Date, zone: string, make: (c: WallClock) => string): string {
  const time = value instanceof Date ? value.getTime() : value;
  try {
    return make(wallClock(time, zone));
  } catch {
    return NO_DATE;
  }
}

const dayMonthOf = (c: WallClock, lang: string) =>
  isVietnamese(lang) ? `${two(c.day)}/${two(c.month)}` : `${two(c.month)}/${two(c.day)}`;
const timeOf = (c: WallClock) => `${two(c.hour)}:${two(c.minute)}`;

/**
 * Date and time (SPEC §5): '22/11 14:05' in Vietnamese ('vi', 'vi-VN'), '11/22 14:05' otherwise, in
 * the market's zone unless another IANA zone is given. Invalid dates or zones give '--'.
 */
export function formatDayTime(
  value: number | Date,
  lang: string,
  timeZone: string = marketTimeZone(),
): string {
  return display(value, timeZone, (c) => `${dayMonthOf(c, lang)} ${timeOf(c)}`);
}

/**
 * {@link formatDayTime} with the year, for dates that may be months away (the end of a
 * self-exclusion, an audit entry): '22/11/2027 14:05' in Vietnamese, '11/22/2027 14:05' otherwise.
 */
export function formatDateTimeWithYear(
  value: number | Date,
  lang: string,
  timeZone: string = marketTimeZone(),
): string {
  return display(value, timeZone, (c) => `${dayMonthOf(c, lang)}/${c.year} ${timeOf(c)}`);
}

/** The day alone, '22/11' in Vietnamese and '11/22' otherwise (day tabs, chart labels). */
export function formatDayMonth(
  value: number | Date,
  lang: string,
  timeZone: string = marketTimeZone(),
): string {
  return display(value, timeZone, (c) => dayMonthOf(c, lang));
}

/** The time alone, 24 h: '14:05' (a ban ending today). */
export function formatTimeOfDay(value: number | Date, timeZone: string = marketTimeZone()): string {
  return display(value, timeZone, timeOf);
}

/** The zone as a member reads it: 'GMT+7', 'GMT+8', 'GMT+5:30', 'GMT' (issue 53). */
export function zoneLabel(timeZone: string = marketTimeZone(), at: number = Date.now()): string {
  let minutes: number;
  try {
    minutes = offsetMinutes(at, timeZone);
  } catch {
    return '';
  }
  if (minutes === 0) return 'GMT';
  const abs = Math.abs(minutes);
  const mm = abs % 60 === 0 ? '' : `:${two(abs % 60)}`;
  return `GMT${minutes < 0 ? '-' : '+'}${Math.floor(abs / 60)}${mm}`;
}

/** {@link formatDayTime} with the zone named, where a member could doubt it: '22/11 14:05 GMT+7'. */
export function formatDayTimeZoned(
  value: number | Date,
  lang: string,
  timeZone: string = marketTimeZone(),
): string {
  const text = formatDayTime(value, lang, timeZone);
  return text === NO_DATE ? text : `${text} ${zoneLabel(timeZone, Number(value))}`;
}

/** {@link formatDateTimeWithYear} with the zone named: '22/11/2026 14:05 GMT+7'. */
export function formatDateTimeWithYearZoned(
  value: number | Date,
  lang: string,
  timeZone: string = marketTimeZone(),
): string {
  const text = formatDateTimeWithYear(value, lang, timeZone);
  return text === NO_DATE ? text : `${text} ${zoneLabel(timeZone, Number(value))}`;
}

/** The pattern an operator types a date and time in, per language: 'dd/mm/yyyy hh:mm' or 'mm/dd/yyyy hh:mm'. */
export function dateTimeInputPattern(lang: string): string {
  return isVietnamese(lang) ? 'dd/mm/yyyy hh:mm' : 'mm/dd/yyyy hh:mm';
}

const TYPED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})$/;

/**
 * Reads what an operator typed in the layout {@link formatDateTimeWithYear} shows ('22/11/2026 14:05'
 * in Vietnamese, '11/22/2026 14:05' otherwise) as a wall-clock time in the market's zone, never the
 * browser's. A day that does not exist, an hour past 23 or anything else gives null. Epoch ms.
 */
export function parseDateTimeInput(
  text: string,
  lang: string,
  timeZone: string = marketTimeZone(),
): number | null {
  const m = TYPED.exec(text.trim());
  if (!m) return null;
  const [a, b, year, hour, minute] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const [day, month] = isVietnamese(lang) ? [a, b] : [b, a];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(wall).getUTCDate() !== day) return null;
  try {
    // twice, so a zone whose offset changes between the guess and the answer still lands right
    const guess = wall - offsetMinutes(wall, timeZone) * 60_000;
    return wall - offsetMinutes(guess, timeZone) * 60_000;
  } catch {
    return null;
  }
}

/** Day key 'YYYY-MM-DD' of `now` in the market's zone (or the one given): the day a marker counts. */
export function todayKey(now: number, timeZone: string = marketTimeZone()): string {
  return display(now, timeZone, (c) => `${c.year}-${two(c.month)}-${two(c.day)}`);
}

const DAY = 86_400_000;

/** A whole day in the market's zone: from 00:00:00.000 to 23:59:59.999 there. */
export interface MarketDay {
  beginTime: number;
  endTime: number;
}

/**
 * The market day `offset` days after (or, negative, before) the one `now` falls in, so a day filter
 * asks for the same hours on every device (issue 53). Vietnam and China keep no daylight saving,
 * so a market day is always 24 hours.
 */
export function marketDay(now: number, offset = 0, timeZone: string = marketTimeZone()): MarketDay {
  const c = wallClock(now, timeZone);
  const midnight = Date.UTC(c.year, c.month - 1, c.day + offset);
  const beginTime = midnight - offsetMinutes(midnight, timeZone) * 60_000;
  const next = midnight + DAY;
  return { beginTime, endTime: next - offsetMinutes(next, timeZone) * 60_000 - 1 };
}

/**
 * The market day a `YYYY-MM-DD` key names (a date picker's value), or null for anything else.
 * @example marketDayOf('2026-11-22') // 2026-11-22 00:00 to 23:59:59.999 in Vietnam
 */
export function marketDayOf(key: string, timeZone: string = marketTimeZone()): MarketDay | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!m) return null;
  const begin = parseDateTimeInput(`${m[2]}/${m[3]}/${m[1]} 00:00`, 'en', timeZone);
  return begin === null ? null : marketDay(begin, 0, timeZone);
}

const INTL_LOCALES: Readonly<Record<string, string>> = {
  vi: 'vi-VN',
  'zh-cn': 'zh-CN',
  en: 'en-US',
};

/** The short weekday in the UI language, in the market's zone: 'Thứ 2', 'Mon', '周一'. */
export function formatWeekday(
  value: number | Date,
  lang: string,
  timeZone: string = marketTimeZone(),
): string {
  try {
    return dateFormat(INTL_LOCALES[lang.toLowerCase()] ?? lang, {
      weekday: 'short',
      timeZone,
    }).format(value);
  } catch {
    return NO_DATE;
  }
}

import { setSiteMarket } from '../site-market';
import {
  formatDateTimeWithYear,
  formatDateTimeWithYearZoned,
  formatDayMonth,
  formatDayTime,
  formatDayTimeZoned,
  formatTimeOfDay,
  formatWeekday,
  marketDay,
  marketDayOf,
  marketTimeZone,
  NO_DATE,
  parseDateTimeInput,
  todayKey,
  zoneLabel,
} from '../market-clock';

const T = Date.UTC(2026, 10, 22, 7, 5); // 07:05 UTC = 14:05 in Vietnam, 15:05 in China

/**
 * The market clock's cases, run by two files whose processes are in different zones (UTC and
 * America/New_York): the answers may not depend on the process's zone.
 */
export function describeMarketClock(processZone: string): void {
  afterEach(() => setSiteMarket('vietnam'));

  it(`runs with the process in ${processZone}`, () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(processZone);
  });

  describe('shows the Vietnam build in UTC+7 whatever the language', () => {
    it.each([
      ['vi', '22/11 14:05', '22/11/2026 14:05'],
      ['vi-VN', '22/11 14:05', '22/11/2026 14:05'],
      ['en', '11/22 14:05', '11/22/2026 14:05'],
      ['zh-cn', '11/22 14:05', '11/22/2026 14:05'],
    ])('%s → %s', (lang, dayTime, withYear) => {
      expect(formatDayTime(T, lang)).toBe(dayTime);
      expect(formatDateTimeWithYear(T, lang)).toBe(withYear);
      expect(formatDayTimeZoned(T, lang)).toBe(`${dayTime} GMT+7`);
      expect(formatDateTimeWithYearZoned(T, lang)).toBe(`${withYear} GMT+7`);
    });

    it('day, time and day key cross midnight in the market zone, not the process zone', () => {
      const late = Date.UTC(2026, 10, 22, 18, 30); // 01:30 on the 23rd in Vietnam
      expect(formatDayMonth(late, 'vi')).toBe('23/11');
      expect(formatDayMonth(late, 'en')).toBe('11/23');
      expect(formatTimeOfDay(late)).toBe('01:30');
      expect(todayKey(late)).toBe('2026-11-23');
      expect(formatDayTime(new Date(Date.UTC(2026, 0, 1, 17, 0)), 'vi')).toBe('02/01 00:00');
    });
  });

  it('shows the China build in UTC+8 (market from the runtime config)', () => {
    setSiteMarket('china');
    expect(marketTimeZone()).toBe('Asia/Shanghai');
    expect(formatDayTime(T, 'zh-cn')).toBe('11/22 15:05');
    expect(formatDayTime(T, 'vi')).toBe('22/11 15:05');
    expect(zoneLabel()).toBe('GMT+8');
    expect(parseDateTimeInput('11/22/2026 15:05', 'en')).toBe(T);
  });

  it('names other zones with their offset at that moment', () => {
    expect(zoneLabel('UTC')).toBe('GMT');
    expect(zoneLabel('Asia/Kolkata')).toBe('GMT+5:30');
    expect(zoneLabel('America/New_York', Date.UTC(2026, 6, 1))).toBe('GMT-4');
    expect(zoneLabel('America/New_York', Date.UTC(2026, 0, 1))).toBe('GMT-5');
    expect(formatDayTime(T, 'en', 'America/New_York')).toBe('11/22 02:05');
  });

  describe('reads typed times in the market zone', () => {
    it.each([
      ['vi', '22/11/2026 14:05', T],
      ['vi', ' 2/1/2027 0:00 ', Date.UTC(2027, 0, 1, 17, 0)],
      ['en', '11/22/2026 14:05', T],
      ['zh-cn', '11/22/2026 14:05', T],
    ])('%s %p', (lang, text, expected) => {
      expect(parseDateTimeInput(text, lang)).toBe(expected);
    });

    it.each([
      ['vi', '31/02/2026 10:00'],
      ['vi', '22/11/2026 24:00'],
      ['vi', '22/11/2026 10:60'],
      ['en', '22/11/2026 14:05'],
      ['en', '11/22/2026 2:05 PM'],
      ['en', '2026-11-22T14:05'],
      ['en', ''],
    ])('%s rejects %p', (lang, text) => {
      expect(parseDateTimeInput(text, lang)).toBeNull();
    });

    it('round-trips what it shows', () => {
      for (const lang of ['vi', 'en', 'zh-cn'])
        expect(parseDateTimeInput(formatDateTimeWithYear(T, lang), lang)).toBe(T);
    });

    it('lands right across a daylight-saving change in a zone that has one', () => {
      expect(parseDateTimeInput('03/08/2026 12:00', 'en', 'America/New_York')).toBe(
        Date.UTC(2026, 2, 8, 16, 0),
      );
      expect(parseDateTimeInput('03/07/2026 12:00', 'en', 'America/New_York')).toBe(
        Date.UTC(2026, 2, 7, 17, 0),
      );
    });
  });

  it.each([[Number.NaN], [new Date('nope')]])('gives -- for %p', (value) => {
    expect(formatDayTime(value, 'en')).toBe(NO_DATE);
    expect(formatDayTimeZoned(value, 'en')).toBe(NO_DATE);
    expect(formatTimeOfDay(value)).toBe(NO_DATE);
  });

  it('gives -- for a zone the engine does not know', () => {
    expect(formatDayTime(T, 'en', 'Mars/Olympus')).toBe(NO_DATE);
    expect(zoneLabel('Mars/Olympus')).toBe('');
    expect(parseDateTimeInput('11/22/2026 14:05', 'en', 'Mars/Olympus')).toBeNull();
  });
}

/** Day windows and weekdays: the same hours whatever the process zone. */
export function describeMarketDays(): void {
  it('a market day runs from 00:00 to 23:59:59.999 in Vietnam', () => {
    const late = Date.UTC(2026, 10, 22, 18, 30); // 23/11 01:30 in Vietnam
    expect(marketDay(late)).toEqual({
      beginTime: Date.UTC(2026, 10, 22, 17, 0),
      endTime: Date.UTC(2026, 10, 23, 17, 0) - 1,
    });
    expect(marketDay(late, -1).beginTime).toBe(Date.UTC(2026, 10, 21, 17, 0));
    expect(marketDay(late, 7).beginTime).toBe(Date.UTC(2026, 10, 29, 17, 0));
  });

  it('reads a picker day key as a market day, and refuses anything else', () => {
    expect(marketDayOf('2026-11-23')?.beginTime).toBe(Date.UTC(2026, 10, 22, 17, 0));
    expect(marketDayOf('2026-02-30')).toBeNull();
    expect(marketDayOf('23/11/2026')).toBeNull();
  });

  it('names the weekday of the market day', () => {
    const late = Date.UTC(2026, 10, 22, 18, 30); // Monday 23/11 in Vietnam, still Sunday in UTC
    expect(formatWeekday(late, 'en')).toBe('Mon');
    expect(formatWeekday(late, 'zh-cn')).toBe('周一');
    expect(formatWeekday(late, 'vi')).toBe('Thứ 2');
  });
}

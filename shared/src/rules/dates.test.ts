import fc from 'fast-check';
import {
  NO_DATE,
  formatCountdown,
  formatDateTimeWithYear,
  formatDayTime,
  parseIsoStrict,
} from './dates';

const T = Date.UTC(2026, 10, 22, 7, 5); // 2026-11-22 07:05 UTC = 14:05 in Vietnam, 15:05 in China

describe('date display: day-month for Vietnamese, month-day otherwise (SPEC §5)', () => {
  it.each([
    ['vi', undefined, '22/11 14:05'],
    ['vi-VN', undefined, '22/11 14:05'],
    ['vi', 'Asia/Shanghai', '22/11 15:05'],
    ['en', 'Asia/Ho_Chi_Minh', '11/22 14:05'],
    ['zh-cn', 'Asia/Shanghai', '11/22 15:05'],
    ['en', 'UTC', '11/22 07:05'],
    ['en', 'America/New_York', '11/22 02:05'],
  ])('lang %s, zone %s -> %s', (lang, zone, expected) => {
    expect(formatDayTime(T, lang, zone)).toBe(expected);
  });

  it('uses 00 (not 24) for midnight and accepts a Date', () => {
    expect(formatDayTime(new Date(Date.UTC(2026, 0, 1, 17, 0)), 'vi')).toBe('02/01 00:00');
  });

  it('crosses the day boundary in the requested zone', () => {
    const late = Date.UTC(2026, 10, 22, 18, 30);
    expect(formatDayTime(late, 'en', 'UTC')).toBe('11/22 18:30');
    expect(formatDayTime(late, 'vi')).toBe('23/11 01:30');
  });

  it('uses the device zone for other languages without a zone', () => {
    const expected = new Intl.DateTimeFormat('en-US', { hour: '2-digit', hourCycle: 'h23' }).format(
      T,
    );
    expect(formatDayTime(T, 'en').slice(6, 8)).toBe(expected);
  });

  it.each([
    [Number.NaN, 'UTC'],
    [new Date('nope'), 'UTC'],
    [T, 'Mars/Olympus'],
  ])('gives "--" for %p in %p', (value, zone) => {
    expect(formatDayTime(value, 'en', zone)).toBe(NO_DATE);
  });
});

describe('strict ISO-8601 parsing (SPEC §5, reliability R16)', () => {
  it.each([
    ['2026-11-22T07:05:00Z', Date.UTC(2026, 10, 22, 7, 5)],
    ['2026-11-22T14:05:00+07:00', Date.UTC(2026, 10, 22, 7, 5)],
    ['2026-11-22T02:05:00-05:00', Date.UTC(2026, 10, 22, 7, 5)],
    ['2026-11-22T07:05Z', Date.UTC(2026, 10, 22, 7, 5)],
    ['2026-11-22T07:05:00.123Z', Date.UTC(2026, 10, 22, 7, 5, 0, 123)],
    ['2026-11-22T07:05:00.1239999Z', Date.UTC(2026, 10, 22, 7, 5, 0, 123)],
    ['2026-11-22T07:05:00.5+00:30', Date.UTC(2026, 10, 22, 6, 35, 0, 500)],
    ['2024-02-29T00:00:00Z', Date.UTC(2024, 1, 29)],
    ['2000-02-29T00:00:00Z', Date.UTC(2000, 1, 29)],
  ])('parses %p', (input, expected) => {
    expect(parseIsoStrict(input)).toBe(expected);
  });

  it('keeps two-digit years literal (no 19xx mapping)', () => {
    expect(new Date(parseIsoStrict('0050-01-01T00:00:00Z') ?? Number.NaN).getUTCFullYear()).toBe(
      50,
    );
  });

  it.each([
    '2026-11-22T07:05:00',
    '2026-11-22 07:05:00Z',
    '2026-11-22',
    '2026-11-22T07:05:00+0700',
    '2026-11-22T07:05:00+07',
    '2026-11-22t07:05:00z',
    '2026-13-01T00:00:00Z',
    '2026-00-01T00:00:00Z',
    '2026-02-29T00:00:00Z',
    '1900-02-29T00:00:00Z',
    '2026-04-31T00:00:00Z',
    '2026-01-00T00:00:00Z',
    '2026-01-01T24:00:00Z',
    '2026-01-01T23:60:00Z',
    '2026-01-01T23:59:60Z',
    '2026-01-01T00:00:00+24:00',
    '2026-01-01T00:00:00+01:60',
    ' 2026-01-01T00:00:00Z',
    'Sun Nov 22 2026',
    '1763794800000',
    '',
    null,
    1763794800000,
  ])('rejects %p', (input) => {
    expect(parseIsoStrict(input)).toBeNull();
  });

  it('property: round-trips every toISOString() value and rejects it without the Z', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        (d) => {
          expect(parseIsoStrict(d.toISOString())).toBe(d.getTime());
          expect(parseIsoStrict(d.toISOString().replace('Z', ''))).toBeNull();
        },
      ),
    );
  });
});

describe('formatCountdown (maintenance countdown)', () => {
  it.each([
    [0, '0:00'],
    [-5000, '0:00'],
    [Number.NaN, '0:00'],
    [999, '0:01'],
    [59_000, '0:59'],
    [309_000, '5:09'],
    [3_725_000, '1:02:05'],
    [90_000_000, '25:00:00'],
  ])('%i ms → %s', (ms, text) => expect(formatCountdown(ms)).toBe(text));
});

describe('date with year (ends of self-exclusions)', () => {
  it.each([
    ['vi', undefined, '22/11/2026 14:05'],
    ['en', 'UTC', '11/22/2026 07:05'],
    ['zh-cn', 'Asia/Shanghai', '11/22/2026 15:05'],
  ])('lang %s, zone %s -> %s', (lang, zone, expected) => {
    expect(formatDateTimeWithYear(T, lang, zone)).toBe(expected);
  });

  it('gives -- for an invalid date', () => {
    expect(formatDateTimeWithYear(Number.NaN, 'vi')).toBe(NO_DATE);
  });
});

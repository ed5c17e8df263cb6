import { formatCalendarDay, formatDateTime } from './locale';

// SPEC §5 date display: day-month for Vietnamese, month-day otherwise; member since is a day.
describe('formatCalendarDay', () => {
  const at = '2026-08-25T02:54:00.000Z'; // 09:54 in Vietnam

  it('is the day with its year, day first in Vietnamese, never a time', () => {
    expect(formatCalendarDay(at, 'vi')).toBe('25/08/2026');
    expect(formatCalendarDay(Date.parse(at), 'vi')).toBe('25/08/2026');
  });

  it('puts the month first in English and Chinese', () => {
    expect(formatCalendarDay(at, 'en')).toMatch(/^08\/2[45]\/2026$/);
    expect(formatCalendarDay(at, 'zh-cn')).toMatch(/^08\/2[45]\/2026$/);
  });

  it('uses Vietnam time for Vietnamese across midnight UTC', () => {
    expect(formatCalendarDay('2026-08-24T20:00:00Z', 'vi')).toBe('25/08/2026');
  });

  it("gives '--' for what is not a time", () => {
    expect(formatCalendarDay('2026-08-25', 'vi')).toBe('--');
    expect(formatCalendarDay(null, 'en')).toBe('--');
    expect(formatCalendarDay(Number.NaN, 'en')).toBe('--');
  });
});

describe('formatDateTime', () => {
  it('writes the date before a 24-hour time, day first in Vietnamese (Vietnam time)', () => {
    expect(formatDateTime('2026-11-23T07:46:00Z', 'vi')).toBe('23/11/2026 14:46');
    expect(formatDateTime(Date.parse('2026-11-23T07:46:00Z'), 'vi')).toBe('23/11/2026 14:46');
    expect(formatDateTime('2026-11-23T07:46:00Z', 'en')).toMatch(/^11\/23\/2026 \d\d:46$/);
  });

  it("gives '--' for what is not a time", () => {
    expect(formatDateTime('soon', 'vi')).toBe('--');
    expect(formatDateTime(undefined, 'en')).toBe('--');
  });
});

import { dayRange, earlyDays } from './day-range';

// the process runs in UTC (jest.preset.cjs); the days are Vietnam's (issue 53)
describe('early-market days (issue #10 date filter)', () => {
  const now = Date.UTC(2026, 10, 23, 20, 42); // 24/11 03:42 in Vietnam

  it('covers one whole Vietnam day', () => {
    expect(dayRange(now, 1)).toEqual({
      beginTime: Date.UTC(2026, 10, 24, 17, 0),
      endTime: Date.UTC(2026, 10, 25, 17, 0) - 1,
    });
  });

  it('lists the next seven days without gaps or overlaps, across a month end', () => {
    const days = earlyDays(now);
    expect(days).toHaveLength(7);
    for (let i = 1; i < days.length; i += 1)
      expect(days[i]!.beginTime).toBe(days[i - 1]!.endTime + 1);
    expect(days[6]!.beginTime).toBe(Date.UTC(2026, 10, 30, 17, 0));
    expect(dayRange(now, 8).beginTime).toBe(Date.UTC(2026, 11, 1, 17, 0)); // 02/12 there
  });
});

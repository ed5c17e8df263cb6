import { dayRange, earlyDays } from './day-range';

describe('early-market days (issue #10 date filter)', () => {
  const now = new Date(2026, 10, 23, 15, 42).getTime();

  it('covers one whole local day', () => {
    const r = dayRange(now, 1);
    expect(new Date(r.beginTime)).toEqual(new Date(2026, 10, 24, 0, 0, 0, 0));
    expect(new Date(r.endTime)).toEqual(new Date(2026, 10, 24, 23, 59, 59, 999));
  });

  it('lists the next seven days without gaps or overlaps, across a month end', () => {
    const days = earlyDays(now);
    expect(days).toHaveLength(7);
    for (let i = 1; i < days.length; i += 1)
      expect(days[i]!.beginTime).toBe(days[i - 1]!.endTime + 1);
    expect(new Date(days[6]!.beginTime).getDate()).toBe(30);
    expect(new Date(dayRange(now, 8).beginTime)).toEqual(new Date(2026, 11, 1));
  });
});

import { customRange, presetRange } from './date-range';

// the process runs in UTC (jest.preset.cjs): Vietnam's days still start at 17:00 UTC the day before
describe('bet record date ranges: market days (issue 53)', () => {
  const now = Date.UTC(2026, 2, 10, 18, 30); // 11/03 01:30 in Vietnam

  it('covers whole Vietnam days ending today there', () => {
    const today = presetRange('today', now);
    expect(today).toEqual({
      beginTime: Date.UTC(2026, 2, 10, 17, 0),
      endTime: Date.UTC(2026, 2, 11, 17, 0) - 1,
    });
    expect(presetRange('week', now).beginTime).toBe(Date.UTC(2026, 2, 4, 17, 0));
    expect(presetRange('month', now).endTime).toBe(today.endTime);
  });

  it('takes two dates as whole days and refuses a reversed or missing one', () => {
    const r = customRange('2026-03-01', '2026-03-02');
    expect(r).toEqual({
      beginTime: Date.UTC(2026, 1, 28, 17, 0),
      endTime: Date.UTC(2026, 2, 2, 17, 0) - 1,
    });
    expect(customRange('2026-03-05', '2026-03-01')).toBeNull();
    expect(customRange('', '2026-03-01')).toBeNull();
  });
});

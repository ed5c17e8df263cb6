import { customRange, presetRange } from './date-range';

describe('bet record date ranges', () => {
  const now = new Date('2026-03-10T15:30:00').getTime();

  it('covers whole local days ending today', () => {
    const today = presetRange('today', now);
    expect(new Date(today.beginTime).toString()).toBe(new Date('2026-03-10T00:00:00').toString());
    expect(today.endTime - today.beginTime).toBe(86_400_000 - 1);
    const week = presetRange('week', now);
    expect(new Date(week.beginTime).getDate()).toBe(4);
    expect(presetRange('month', now).endTime).toBe(today.endTime);
  });

  it('takes two dates as whole days and refuses a reversed or missing one', () => {
    const r = customRange('2026-03-01', '2026-03-02');
    expect(r && r.endTime - r.beginTime).toBe(2 * 86_400_000 - 1);
    expect(customRange('2026-03-05', '2026-03-01')).toBeNull();
    expect(customRange('', '2026-03-01')).toBeNull();
  });
});

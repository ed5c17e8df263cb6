import { incomeByPeriod } from '../src/income-periods';
import { audienceTarget, simulatedAudience } from '../src/stream-audience';
import { nextStatus } from '../src/stream-lifecycle';

// Issue 51: the calendar of the studio's totals is the market's (UTC+7), weeks start on Monday.
const vn = (iso: string) => Date.parse(`${iso}+07:00`);

test('today, this week (from Monday) and this month, in UTC+7', () => {
  const now = vn('2026-05-13T10:00:00'); // a Wednesday
  const p = incomeByPeriod(
    [
      { at: vn('2026-05-13T00:30:00'), income: 1 }, // today, after local midnight
      { at: vn('2026-05-12T23:59:00'), income: 10 }, // yesterday, local time
      { at: vn('2026-05-11T00:00:00'), income: 100 }, // Monday: this week
      { at: vn('2026-05-10T23:00:00'), income: 1000 }, // Sunday: last week, this month
      { at: vn('2026-04-30T23:00:00'), income: 10000 }, // last month
      { at: vn('2026-05-13T11:00:00'), income: 100000 }, // after now: not counted
    ],
    now,
  );
  expect(p).toMatchObject({ day: 1, week: 111, month: 1111 });
  expect(p.daily).toHaveLength(14);
  expect(p.daily.at(-1)).toEqual({ day: vn('2026-05-13T00:00:00'), income: 1 });
  expect(p.daily.at(-2)?.income).toBe(10);
});

test('an audience gathers after the start and then breathes around its target', () => {
  const s = { id: 9, status: 2, viewers: audienceTarget(9), live_at: 1_000_000, start_time: 0 };
  expect(simulatedAudience(s, 1_000_000)).toBe(0);
  const settled = [600, 620, 640, 660].map((sec) => simulatedAudience(s, 1_000_000 + sec * 1000));
  for (const v of settled) expect(Math.abs(v - s.viewers)).toBeLessThanOrEqual(s.viewers * 0.1);
  expect(new Set(settled).size).toBeGreaterThan(1);
  expect(simulatedAudience({ ...s, status: 3 }, 2_000_000)).toBe(0);
});

test('the life cycle allows only its transitions', () => {
  expect(nextStatus(0, 'schedule')).toBe(1);
  expect(nextStatus(0, 'start')).toBe(2);
  expect(nextStatus(1, 'start')).toBe(2);
  expect(nextStatus(2, 'stop')).toBe(3);
  expect(nextStatus(3, 'start')).toBeNull();
  expect(nextStatus(2, 'cancel')).toBeNull();
  expect(nextStatus(4, 'schedule')).toBeNull();
});

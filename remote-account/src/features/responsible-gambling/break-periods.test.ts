import { breakEnd, offeredBreaks } from './break-periods';

const NOW = Date.UTC(2026, 10, 23, 10, 0);
const DAY = 86_400_000;

describe('breaks a member may start', () => {
  it('offers all six without an active break, or after one ended', () => {
    expect(offeredBreaks(null, NOW)).toEqual(['24h', '7d', '30d', '6m', '1y', '5y']);
    const ended = { kind: 'timeout' as const, period: '7d', startedAt: 0, until: NOW };
    expect(offeredBreaks(ended, NOW)).toHaveLength(6);
  });

  it('offers only longer periods during a break', () => {
    const week = { kind: 'timeout' as const, period: '7d', startedAt: NOW, until: NOW + 7 * DAY };
    expect(offeredBreaks(week, NOW)).toEqual(['30d', '6m', '1y', '5y']);
    const fiveYears = {
      kind: 'self-exclusion' as const,
      period: '5y',
      startedAt: NOW,
      until: breakEnd('5y', NOW),
    };
    expect(offeredBreaks(fiveYears, NOW)).toEqual([]);
  });

  it('an unknown period keeps only the breaks that end after it', () => {
    const odd = { kind: 'timeout' as const, period: '10d', startedAt: NOW, until: NOW + 10 * DAY };
    expect(offeredBreaks(odd, NOW)).toEqual(['30d', '6m', '1y', '5y']);
  });

  it('counts months and years on the calendar', () => {
    expect(new Date(breakEnd('6m', NOW)).toISOString()).toBe('2027-05-23T10:00:00.000Z');
    expect(new Date(breakEnd('1y', NOW)).toISOString()).toBe('2027-11-23T10:00:00.000Z');
    expect(breakEnd('24h', NOW)).toBe(NOW + DAY);
  });
});

import { signedDays, streak, weekOf } from './calendar';

// Issue 14 / SPEC §4: one check-in per day by the server's clock, days in Vietnam time.
const at = (iso: string) => Date.parse(iso);
// Wednesday 2026-11-25, 01:30 in Vietnam (still Tuesday 18:30 UTC)
const NOW = at('2026-11-24T18:30:00Z');

describe('check-in calendar', () => {
  it('dates check-ins by the Vietnam day and ignores other records', () => {
    const days = signedDays([
      { kind: 'claim', createdAt: '2026-11-24T23:10:00+07:00' },
      { kind: 'claim', createdAt: '2026-11-24T17:30:00Z' }, // 00:30 on the 25th in Vietnam
      { kind: 'signup', createdAt: '2026-11-23T10:00:00+07:00' },
      { kind: 'claim', createdAt: 'yesterday' },
    ]);
    expect([...days].sort()).toEqual(['2026-11-24', '2026-11-25']);
  });

  it('lays out the week from Monday with signed, missed, today and upcoming days', () => {
    const week = weekOf(NOW, new Set(['2026-11-23']));
    expect(week.map((d) => d.key)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(week.map((d) => d.status)).toEqual([
      'signed',
      'missed',
      'today',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });

  it('counts the streak up to today, or up to yesterday while today is open', () => {
    expect(streak(NOW, new Set(['2026-11-23', '2026-11-24', '2026-11-25']))).toBe(3);
    expect(streak(NOW, new Set(['2026-11-23', '2026-11-24']))).toBe(2);
    expect(streak(NOW, new Set(['2026-11-22', '2026-11-24', '2026-11-25']))).toBe(2);
    expect(streak(NOW, new Set(['2026-11-23']))).toBe(0);
  });
});

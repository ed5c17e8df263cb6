import { parseIsoStrict, todayKey } from '@app/shared/rules';

export type DayStatus = 'signed' | 'missed' | 'today' | 'upcoming';

export interface CalendarDay {
  key: string;
  /** Midday UTC of that calendar day, for weekday labels. */
  at: number;
  status: DayStatus;
}

const DAY = 86_400_000;

function dayStart(key: string): number {
  const [y, m, d] = key.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!);
}

const keyOf = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/** Vietnam calendar days (the server's day, SPEC §4) on which the member checked in. */
export function signedDays(rows: ReadonlyArray<Record<string, unknown>>): Set<string> {
  const days = new Set<string>();
  for (const r of rows) {
    if (r.kind !== 'claim') continue;
    const at = parseIsoStrict(r.createdAt);
    if (at !== null) days.add(todayKey(at));
  }
  return days;
}

/** The week (Monday first) that holds `now` by the server's clock, each day with its state. */
export function weekOf(now: number, signed: ReadonlySet<string>): CalendarDay[] {
  const today = todayKey(now);
  const start = dayStart(today);
  const monday = start - ((new Date(start).getUTCDay() + 6) % 7) * DAY;
  return Array.from({ length: 7 }, (_, i) => {
    const at = monday + i * DAY;
    const key = keyOf(at);
    const status: DayStatus = signed.has(key)
      ? 'signed'
      : key === today
        ? 'today'
        : key < today
          ? 'missed'
          : 'upcoming';
    return { key, at: at + DAY / 2, status };
  });
}

/** Consecutive days checked in, ending today (or yesterday while today is still open). */
export function streak(now: number, signed: ReadonlySet<string>): number {
  let day = dayStart(todayKey(now));
  if (!signed.has(keyOf(day))) day -= DAY;
  let n = 0;
  while (signed.has(keyOf(day))) {
    n += 1;
    day -= DAY;
  }
  return n;
}

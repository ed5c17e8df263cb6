import { ageOn, RG_MIN_AGE } from '@app/shared/api/member';
import { serverClock } from '@app/shared/client';

/** Names of the three selects, read with FormData like the other sign-up fields. */
export const BIRTH_FIELDS = { day: 'birthDay', month: 'birthMonth', year: 'birthYear' } as const;

/** The oldest birth year offered. */
const MAX_AGE = 100;

export type BirthDateError = 'birthDateRequired' | 'birthDateInvalid' | 'underAge';

/**
 * Today on the member's own calendar, as the UTC midnight {@link ageOn} compares with: in Vietnam
 * (UTC+7) a birthday starts at local midnight, seven hours before the UTC date turns.
 */
export function calendarToday(now: number = serverClock()): Date {
  const local = new Date(now);
  return new Date(Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()));
}

/** Years in the year select, youngest first: the list alone is no age check (see readBirthDate). */
export function birthYears(today: Date): number[] {
  const youngest = today.getUTCFullYear() - RG_MIN_AGE;
  return Array.from({ length: MAX_AGE - RG_MIN_AGE + 1 }, (_, i) => youngest - i);
}

const pad = (value: string) => value.padStart(2, '0');

/** The YYYY-MM-DD date of birth of the form, or why it cannot be sent. */
export function readBirthDate(
  form: HTMLFormElement,
  today: Date = calendarToday(),
): { error: BirthDateError } | { birthDate: string } {
  const data = new FormData(form);
  const [day, month, year] = [BIRTH_FIELDS.day, BIRTH_FIELDS.month, BIRTH_FIELDS.year].map((k) =>
    String(data.get(k) ?? ''),
  );
  if (!day || !month || !year) return { error: 'birthDateRequired' };
  const birthDate = `${year}-${pad(month)}-${pad(day)}`;
  const age = ageOn(birthDate, today);
  if (age === null) return { error: 'birthDateInvalid' };
  if (age < RG_MIN_AGE) return { error: 'underAge' };
  return { birthDate };
}

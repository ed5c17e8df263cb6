import { Codes } from '../codes';
import { BizError, illegal } from '../errors';

/** Legal age in Vietnam (Decree 06/2017/ND-CP): registration under it is refused. */
export const MIN_AGE = 21;
/** Older than this is taken for a typing error, not a member. */
const MAX_AGE = 120;

/** JSON schema of a date of birth: a real calendar date (Ajv's `date` format checks the day). */
export const BIRTH_DATE_SCHEMA = {
  type: 'string',
  format: 'date',
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
} as const;

/** Age in whole years on `now` (UTC) of a YYYY-MM-DD date; null when the date is not a real one. */
export function ageOn(birthDate: string, now: number): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const born = new Date(Date.UTC(y, mo, d));
  if (born.getUTCFullYear() !== y || born.getUTCMonth() !== mo || born.getUTCDate() !== d)
    return null;
  const today = new Date(now);
  const beforeBirthday =
    today.getUTCMonth() < mo || (today.getUTCMonth() === mo && today.getUTCDate() < d);
  return today.getUTCFullYear() - y - (beforeBirthday ? 1 : 0);
}

/**
 * The registration age gate: a date that is not real, in the future or implausibly old is illegal
 * input; under MIN_AGE on the sandbox clock is UNDER_AGE with `{ minAge }`.
 */
export function assertAdult(birthDate: string, now: number): void {
  const age = ageOn(birthDate, now);
  if (age === null) throw illegal('birthDate must be a real date (YYYY-MM-DD)');
  if (age < 0) throw illegal('birthDate is in the future');
  if (age > MAX_AGE) throw illegal(`birthDate is more than ${MAX_AGE} years ago`);
  if (age < MIN_AGE)
    throw new BizError(Codes.UNDER_AGE, `You must be at least ${MIN_AGE} years old to register`, {
      minAge: MIN_AGE,
    });
}

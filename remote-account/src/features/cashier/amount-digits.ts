import { digitsOnly, formatMoney } from '@app/shared/rules';

/** Twelve digits keep every amount an exact integer in a JS number. */
const MAX_DIGITS = 12;

/** What the member typed, as the digits of a whole amount in the minor unit ('' when none). */
export function amountDigits(typed: string): string {
  return digitsOnly(typed)
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_DIGITS);
}

export const showDigits = (digits: string) => (digits ? formatMoney(digits) : '');

/** Why an amount cannot be sent yet, or null when it is within the bounds. */
export function amountProblem(
  digits: string,
  bounds: { min: number; max: number },
): 'empty' | 'low' | 'high' | null {
  if (!digits) return 'empty';
  const n = Number(digits);
  if (n < bounds.min) return 'low';
  if (n > bounds.max) return 'high';
  return null;
}

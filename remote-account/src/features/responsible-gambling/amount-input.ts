import { digitsOnly, formatMoney } from '@app/shared/rules';

/** Twelve digits keep every amount an exact integer in a JS number (and far above any real limit). */
const MAX_DIGITS = 12;

/** What the member typed, reduced to the digits of a whole amount ('' when there are none). */
export function amountDigits(typed: string): string {
  return digitsOnly(typed)
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_DIGITS);
}

/** The digits shown as money while typing: '1234567' -> '1,234,567'. */
export function showAmount(digits: string): string {
  return digits ? formatMoney(digits) : '';
}

/** The amount to send, or null when nothing was typed. */
export function amountValue(digits: string): number | null {
  return digits ? Number(digits) : null;
}

/** Currencies without a minor unit: every amount is a whole number (VND; issue 49 #8). */
export const WHOLE_CURRENCIES: ReadonlySet<string> = new Set(['VND']);

/** Decimal places of a currency's minor unit: 0 for VND, 2 for the others the site knows. */
export function minorUnitDigits(currency: string | null | undefined): number {
  return WHOLE_CURRENCIES.has(currency?.trim().toUpperCase() ?? '') ? 0 : 2;
}

/**
 * Whether an amount (a number, or the text a member typed: digits, separators, one dot) has more
 * decimals than the currency's minor unit allows, e.g. a 10,000.5 VND stake. A currency without
 * a minor unit has no decimal mark either, so in VND the dot alone already counts ('10000.'):
 * the member learns it on the keystroke. Such an amount is refused with the
 * `common:amount.wholeUnits` message rather than rounded: the member sees what they typed and
 * why, and the server (which refuses fractions too) is never asked.
 *
 * @example exceedsMinorUnit('10000.5', 'VND') // true
 * @example exceedsMinorUnit('10000.', 'VND')  // true: VND has no decimal mark
 * @example exceedsMinorUnit(12.5, 'USD')      // false
 * @example exceedsMinorUnit('12.555', 'USD')  // true
 */
export function exceedsMinorUnit(
  amount: string | number | null | undefined,
  currency: string | null | undefined,
): boolean {
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) return false;
    amount = /e-/i.test(String(amount)) ? amount.toFixed(20) : String(amount);
  }
  const dot = amount?.indexOf('.') ?? -1;
  if (dot < 0 || amount == null) return false;
  const digits = minorUnitDigits(currency);
  if (digits === 0) return true;
  return (
    amount
      .slice(dot + 1)
      .replace(/\D/g, '')
      .replace(/0+$/, '').length > digits
  );
}

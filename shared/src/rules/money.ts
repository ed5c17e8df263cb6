import { WHOLE_CURRENCIES } from './minor-units';
/** Shown instead of a number when the value is not a finite number (SPEC §5). */
export const NO_VALUE = '--';

interface DecimalParts {
  negative: boolean;
  /** Integer digits without leading zeros ('0' for zero). */
  int: string;
  /** Fraction digits, untruncated. */
  frac: string;
}

const PLAIN = /^([+-])?(\d*)(?:\.(\d*))?$/;
const EXPONENT = /^[+-]?(?:\d+\.?\d*|\.\d+)[eE][+-]?\d+$/;

function fromNumber(value: number): DecimalParts | null {
  if (!Number.isFinite(value)) return null;
  const abs = Math.abs(value);
  if (abs >= 1e21)
    return { negative: value < 0, int: BigInt(Math.trunc(abs)).toString(), frac: '' };
  const text = abs.toString();
  // Only values below 1e-6 print with an exponent; they truncate to zero anyway.
  return text.includes('e') ? { negative: false, int: '0', frac: '' } : fromString(text, value < 0);
}

function fromString(text: string, negative = false): DecimalParts | null {
  const m = PLAIN.exec(text);
  if (!m) return EXPONENT.test(text) ? fromNumber(Number(text)) : null;
  const [, sign, int = '', frac = ''] = m;
  if (int === '' && frac === '') return null;
  return { negative: negative || sign === '-', int: int.replace(/^0+(?=\d)/, '') || '0', frac };
}

/** Exact decimal digits of a number, bigint or numeric string; null for anything else. */
function toDecimal(value: unknown): DecimalParts | null {
  if (typeof value === 'number') return fromNumber(value);
  if (typeof value === 'bigint') return fromString(value.toString().replace('-', ''), value < 0n);
  if (typeof value === 'string') return fromString(value.trim());
  return null;
}

function render({ negative, int, frac }: DecimalParts, suffix = ''): string {
  const cents = frac.slice(0, 2).replace(/0+$/, '');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const body = cents === '' ? grouped : `${grouped}.${cents}`;
  const isZero = /^[0,.]*$/.test(body);
  return `${negative && !isZero ? '-' : ''}${body}${suffix}`;
}

/**
 * Money display (SPEC §5): truncates (never rounds) to 2 decimals, drops trailing zeros, groups
 * thousands with ',' and uses '.' as the decimal point; '--' for null, undefined, '', NaN,
 * ±Infinity, non-numeric strings and other types. Numeric strings keep all their digits (no
 * float loss); strings with separators such as '1,234' are not numbers. Never prints '-0'.
 *
 * @example formatMoney(1234.567) // '1,234.56'
 * @example formatMoney('0.10')  // '0.1'
 */
export function formatMoney(value: unknown): string {
  const parts = toDecimal(value);
  return parts ? render(parts) : NO_VALUE;
}

/**
 * Compact money display (SPEC §5): below 1000 it equals {@link formatMoney}; from 1000 the
 * amount is divided by 1000 and suffixed 'k' with the same rules (truncate to 2 decimals, drop
 * trailing zeros, thousand separators). Decision: 'k' is the only suffix, because the spec names
 * only 'k': 1234 -> '1.23k', 12500 -> '12.5k', 1234567 -> '1,234.56k'.
 */
export function formatMoneyCompact(value: unknown): string {
  const parts = toDecimal(value);
  if (!parts) return NO_VALUE;
  if (parts.int.length <= 3) return render(parts);
  const kilo: DecimalParts = {
    negative: parts.negative,
    int: parts.int.slice(0, -3),
    frac: parts.int.slice(-3) + parts.frac,
  };
  return render(kilo, 'k');
}

/**
 * Money with its currency code, the one display of an amount across host and remotes: the SPEC §5
 * digits of {@link formatMoney} (whole units for VND), then the code. '--' alone for a non-number.
 *
 * @example formatMoneyIn(5000000.99, 'VND') // '5,000,000 VND'
 * @example formatMoneyIn(12.5, 'USDT')      // '12.5 USDT'
 */
export function formatMoneyIn(value: unknown, currency: string): string {
  const parts = toDecimal(value);
  if (!parts) return NO_VALUE;
  const shown = WHOLE_CURRENCIES.has(currency) ? { ...parts, frac: '' } : parts;
  return `${render(shown)} ${currency}`;
}

/**
 * Digits-only input filter (SPEC §5): strips every character that is not an ASCII digit 0-9.
 * Apply on key-up and blur.
 */
export function digitsOnly(value: string): string {
  return value.replace(/[^0-9]/g, '');
}

/**
 * Decimal input filter (SPEC §5): keeps only ASCII digits and the dot. Decision: only the first
 * dot is kept and later dots are dropped ('1.2.3' -> '1.23'), so the result is always one
 * number while typing; a leading dot stays ('.5') so typing is not disturbed, and commas
 * (a Vietnamese decimal mark) are dropped like any other character.
 */
export function decimalInput(value: string): string {
  const cleaned = value.replace(/[^0-9.]/g, '');
  const dot = cleaned.indexOf('.');
  if (dot === -1) return cleaned;
  return cleaned.slice(0, dot + 1) + cleaned.slice(dot + 1).replace(/\./g, '');
}

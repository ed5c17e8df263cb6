/**
 * Odds formats of the provider (research-sportsbook §1.1/§1.3): 1 EU (decimal), 2 Hong Kong,
 * 3 Malay, 4 Indonesian, 5 American. Prices are kept in decimal everywhere and converted only
 * for display, so no rounding drift reaches a bet.
 */
export const ODDS_FORMAT = { eu: 1, hk: 2, malay: 3, indo: 4, us: 5 } as const;
export type OddsFormat = (typeof ODDS_FORMAT)[keyof typeof ODDS_FORMAT];

export const ODDS_FORMATS: readonly OddsFormat[] = [1, 2, 3, 4, 5];

export function isOddsFormat(value: number): value is OddsFormat {
  return (ODDS_FORMATS as readonly number[]).includes(value);
}

/** Converts decimal odds D (> 1) to the format's number, unrounded. */
export function fromDecimal(d: number, format: OddsFormat): number {
  const p = d - 1;
  switch (format) {
    case ODDS_FORMAT.hk:
      return p;
    case ODDS_FORMAT.malay:
      return d <= 2 ? p : -1 / p;
    case ODDS_FORMAT.indo:
      return d >= 2 ? p : -1 / p;
    case ODDS_FORMAT.us:
      return d >= 2 ? 100 * p : -100 / p;
    default:
      return d;
  }
}

/** Converts a number of the format back to decimal odds (the inverse of {@link fromDecimal}). */
export function toDecimal(value: number, format: OddsFormat): number {
  switch (format) {
    case ODDS_FORMAT.hk:
      return value + 1;
    case ODDS_FORMAT.malay:
      return value > 0 ? value + 1 : 1 - 1 / value;
    case ODDS_FORMAT.indo:
      return value >= 1 ? value + 1 : 1 - 1 / value;
    case ODDS_FORMAT.us:
      return value > 0 ? 1 + value / 100 : 1 - 100 / value;
    default:
      return value;
  }
}

/** Rounds half away from zero (so -0.665 and 0.665 round alike). */
function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return (Math.sign(value) * Math.round(Math.abs(value) * f + Number.EPSILON)) / f;
}

/**
 * Display text of decimal odds in a format: two decimals, American as a signed whole number
 * (+150, −125). '--' for prices that are not odds (missing, ≤ 1).
 */
export function formatOdds(d: number | null | undefined, format: number): string {
  if (typeof d !== 'number' || !Number.isFinite(d) || d <= 1) return '--';
  const f: OddsFormat = isOddsFormat(format) ? format : ODDS_FORMAT.eu;
  const value = fromDecimal(d, f);
  if (f === ODDS_FORMAT.us) {
    const whole = round(value, 0);
    return whole > 0 ? `+${whole}` : String(whole);
  }
  return round(value, 2).toFixed(2);
}

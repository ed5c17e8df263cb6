import fc from 'fast-check';
import { formatOdds, fromDecimal, ODDS_FORMAT, ODDS_FORMATS, toDecimal } from './odds-format';

// research-sportsbook §1.3 table: D = 1.80, 2.00, 2.50 in every format.
const TABLE: Array<[number, Record<number, string>]> = [
  [1.8, { 1: '1.80', 2: '0.80', 3: '0.80', 4: '-1.25', 5: '-125' }],
  [2.0, { 1: '2.00', 2: '1.00', 3: '1.00', 4: '1.00', 5: '+100' }],
  [2.5, { 1: '2.50', 2: '1.50', 3: '-0.67', 4: '1.50', 5: '+150' }],
];

describe('odds formats (research §1.3, issue #10 odds)', () => {
  it.each(TABLE)('converts %s exactly as the research table', (d, row) => {
    for (const f of ODDS_FORMATS) expect(formatOdds(d, f)).toBe(row[f]);
  });

  it('shows -- for values that are not odds and falls back to decimal for unknown formats', () => {
    expect(formatOdds(1, 1)).toBe('--');
    expect(formatOdds(null, 2)).toBe('--');
    expect(formatOdds(Number.NaN, 2)).toBe('--');
    expect(formatOdds(1.91, 9)).toBe('1.91');
    expect(formatOdds(1.91, ODDS_FORMAT.us)).toBe('-110');
  });

  const decimal = fc.double({ min: 1.01, max: 500, noNaN: true });

  it('round-trips every format back to the same decimal (property)', () => {
    fc.assert(
      fc.property(decimal, fc.constantFrom(...ODDS_FORMATS), (d, f) => {
        expect(toDecimal(fromDecimal(d, f), f)).toBeCloseTo(d, 9);
      }),
    );
  });

  it('keeps the identities Malay = -1/Indo, Indo = US/100, HK = Malay for D <= 2 (property)', () => {
    fc.assert(
      fc.property(decimal, (d) => {
        const malay = fromDecimal(d, ODDS_FORMAT.malay);
        const indo = fromDecimal(d, ODDS_FORMAT.indo);
        if (d !== 2) expect(malay).toBeCloseTo(-1 / indo, 9);
        expect(indo).toBeCloseTo(fromDecimal(d, ODDS_FORMAT.us) / 100, 9);
        if (d <= 2) expect(fromDecimal(d, ODDS_FORMAT.hk)).toBeCloseTo(malay, 12);
      }),
    );
  });

  it('keeps Malay within [-1, 1] and Indo/US magnitudes at least 1/100 (property)', () => {
    fc.assert(
      fc.property(decimal, (d) => {
        expect(Math.abs(fromDecimal(d, ODDS_FORMAT.malay))).toBeLessThanOrEqual(1 + 1e-12);
        expect(Math.abs(fromDecimal(d, ODDS_FORMAT.us))).toBeGreaterThanOrEqual(100 - 1e-9);
      }),
    );
  });
});

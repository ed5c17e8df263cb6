import fc from 'fast-check';
import { formatCountdown, parseIsoStrict } from './dates';

describe('strict ISO-8601 parsing (SPEC §5, reliability R16)', () => {
  it.each([
    ['2026-11-22T07:05:00Z', Date.UTC(2026, 10, 22, 7, 5)],
    ['2026-11-22T14:05:00+07:00', Date.UTC(2026, 10, 22, 7, 5)],
    ['2026-11-22T02:05:00-05:00', Date.UTC(2026, 10, 22, 7, 5)],
    ['2026-11-22T07:05Z', Date.UTC(2026, 10, 22, 7, 5)],
    ['2026-11-22T07:05:00.123Z', Date.UTC(2026, 10, 22, 7, 5, 0, 123)],
    ['2026-11-22T07:05:00.1239999Z', Date.UTC(2026, 10, 22, 7, 5, 0, 123)],
    ['2026-11-22T07:05:00.5+00:30', Date.UTC(2026, 10, 22, 6, 35, 0, 500)],
    ['2024-02-29T00:00:00Z', Date.UTC(2024, 1, 29)],
    ['2000-02-29T00:00:00Z', Date.UTC(2000, 1, 29)],
  ])('parses %p', (input, expected) => {
    expect(parseIsoStrict(input)).toBe(expected);
  });

  it('keeps two-digit years literal (no 19xx mapping)', () => {
    expect(new Date(parseIsoStrict('0050-01-01T00:00:00Z') ?? Number.NaN).getUTCFullYear()).toBe(
      50,
    );
  });

  it.each([
    '2026-11-22T07:05:00',
    '2026-11-22 07:05:00Z',
    '2026-11-22',
    '2026-11-22T07:05:00+0700',
    '2026-11-22T07:05:00+07',
    '2026-11-22t07:05:00z',
    '2026-13-01T00:00:00Z',
    '2026-00-01T00:00:00Z',
    '2026-02-29T00:00:00Z',
    '1900-02-29T00:00:00Z',
    '2026-04-31T00:00:00Z',
    '2026-01-00T00:00:00Z',
    '2026-01-01T24:00:00Z',
    '2026-01-01T23:60:00Z',
    '2026-01-01T23:59:60Z',
    '2026-01-01T00:00:00+24:00',
    '2026-01-01T00:00:00+01:60',
    ' 2026-01-01T00:00:00Z',
    'Sun Nov 22 2026',
    '1763794800000',
    '',
    null,
    1763794800000,
  ])('rejects %p', (input) => {
    expect(parseIsoStrict(input)).toBeNull();
  });

  it('property: round-trips every toISOString() value and rejects it without the Z', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        (d) => {
          expect(parseIsoStrict(d.toISOString())).toBe(d.getTime());
          expect(parseIsoStrict(d.toISOString().replace('Z', ''))).toBeNull();
        },
      ),
    );
  });
});

describe('formatCountdown (maintenance countdown)', () => {
  it.each([
    [0, '0:00'],
    [-5000, '0:00'],
    [Number.NaN, '0:00'],
    [999, '0:01'],
    [59_000, '0:59'],
    [309_000, '5:09'],
    [3_725_000, '1:02:05'],
    [90_000_000, '25:00:00'],
  ])('%i ms → %s', (ms, text) => expect(formatCountdown(ms)).toBe(text));
});

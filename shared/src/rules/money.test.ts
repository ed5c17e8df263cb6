import fc from 'fast-check';
import { NO_VALUE, formatMoney, formatMoneyCompact, formatMoneyIn } from './money';

const SHAPE = /^-?\d{1,3}(,\d{3})*(\.\d?[1-9])?$/;
const parse = (text: string) => Number(text.replace(/,/g, '').replace(/k$/, ''));

describe('money display (SPEC §5)', () => {
  it.each([
    [1234.567, '1,234.56'],
    [1234.5, '1,234.5'],
    [1000, '1,000'],
    [999.999, '999.99'],
    [0.29, '0.29'],
    [1.005, '1'],
    [0.1 + 0.2, '0.3'],
    [2.1, '2.1'],
    [-1234.567, '-1,234.56'],
    [-0.001, '0'],
    [-0, '0'],
    [0, '0'],
    [1e-7, '0'],
    [1234567.891, '1,234,567.89'],
    [1e21, '1,000,000,000,000,000,000,000'],
    ['1234.5600', '1,234.56'],
    ['0.10', '0.1'],
    ['  42 ', '42'],
    ['007.50', '7.5'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['+3', '3'],
    ['-12.999', '-12.99'],
    ['1e3', '1,000'],
    ['12345678901234567890.129', '12,345,678,901,234,567,890.12'],
    [12345678901234567890n, '12,345,678,901,234,567,890'],
    [-5n, '-5'],
  ])('formatMoney(%p) = %p (truncates, drops zeros, separators)', (value, expected) => {
    expect(formatMoney(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    '.',
    '-',
    'abc',
    '1,234',
    '12abc',
    '1.2.3',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    true,
    {},
    [],
  ])('formatMoney(%p) = "--" for non-numbers', (value) => {
    expect(formatMoney(value)).toBe(NO_VALUE);
    expect(formatMoneyCompact(value)).toBe(NO_VALUE);
  });

  it('property: never throws and gives "--" or a grouped number', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const text = formatMoney(value);
        expect(text === NO_VALUE || SHAPE.test(text)).toBe(true);
      }),
    );
  });

  it('property: truncates towards zero by less than one cent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (n) => {
        const shown = parse(formatMoney(n));
        expect(Math.abs(shown)).toBeLessThanOrEqual(Math.abs(n));
        expect(Math.abs(n) - Math.abs(shown)).toBeLessThan(0.01 + 1e-6);
        expect(Math.sign(shown) === 0 || Math.sign(shown) === Math.sign(n)).toBe(true);
      }),
    );
  });
});

describe('compact money display with k from 1000 (SPEC §5)', () => {
  it.each([
    [999, '999'],
    [999.999, '999.99'],
    [1000, '1k'],
    [1234, '1.23k'],
    [1299.99, '1.29k'],
    [12500, '12.5k'],
    [100000, '100k'],
    [1234567, '1,234.56k'],
    [-1500, '-1.5k'],
    ['1000000.5', '1,000k'],
    [0, '0'],
  ])('formatMoneyCompact(%p) = %p', (value, expected) => {
    expect(formatMoneyCompact(value)).toBe(expected);
  });

  it('property: never throws; from 1000 ends in k and is the amount in thousands, truncated', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (n) => {
        const text = formatMoneyCompact(n);
        if (Math.abs(n) >= 1000) {
          expect(text.endsWith('k')).toBe(true);
          const shown = parse(text) * 1000;
          expect(Math.abs(shown)).toBeLessThanOrEqual(Math.abs(n) + 1e-3);
          expect(Math.abs(n) - Math.abs(shown)).toBeLessThan(10 + 1e-3);
        } else {
          expect(text).toBe(formatMoney(n));
        }
      }),
    );
    fc.assert(fc.property(fc.anything(), (v) => void formatMoneyCompact(v)));
  });
});

describe('money with its currency (one display across the site)', () => {
  it('uses the SPEC §5 digits, whole units for VND, then the code', () => {
    expect(formatMoneyIn(5_000_000.99, 'VND')).toBe('5,000,000 VND');
    expect(formatMoneyIn('-1234.5', 'VND')).toBe('-1,234 VND');
    expect(formatMoneyIn(1234.567, 'USDT')).toBe('1,234.56 USDT');
    expect(formatMoneyIn(null, 'VND')).toBe('--');
  });
});

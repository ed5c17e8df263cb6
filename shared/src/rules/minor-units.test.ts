import { exceedsMinorUnit, minorUnitDigits } from './minor-units';
import { formatMoneyIn } from './money';

describe('amounts in whole minor units (issue 49 #8)', () => {
  it('VND has no minor unit; the other currencies two decimals', () => {
    expect(minorUnitDigits('VND')).toBe(0);
    expect(minorUnitDigits(' vnd ')).toBe(0);
    expect(minorUnitDigits('USD')).toBe(2);
    expect(minorUnitDigits('USDT')).toBe(2);
    expect(minorUnitDigits(null)).toBe(2);
  });

  it.each([
    ['10000.5', 'VND', true],
    [10000.5, 'VND', true],
    ['1,500.25', 'VND', true],
    ['0.01', 'VND', true],
    ['10000', 'VND', false],
    [10000, 'VND', false],
    ['10000.', 'VND', true],
    ['10000.00', 'VND', true],
    ['12.', 'USD', false],
    ['12.50', 'USD', false],
    ['', 'VND', false],
    [null, 'VND', false],
    ['12.5', 'USD', false],
    ['12.55', 'USD', false],
    ['12.555', 'USD', true],
    [1e-7, 'USD', true],
    [Number.NaN, 'VND', false],
  ])('exceedsMinorUnit(%p, %p) = %p', (amount, currency, expected) => {
    expect(exceedsMinorUnit(amount, currency)).toBe(expected);
  });

  it('the display rule reads the same table', () => {
    expect(formatMoneyIn(5000000.99, 'VND')).toBe('5,000,000 VND');
    expect(formatMoneyIn(12.5, 'USDT')).toBe('12.5 USDT');
  });
});

import { amountDigits, amountValue, showAmount } from './amount-input';

describe('limit amount input (digits only, shown as money)', () => {
  it.each([
    ['12a3,456', '123456'],
    ['00042', '42'],
    ['0', '0'],
    ['1.5', '15'],
    ['', ''],
    ['9999999999999999', '999999999999'],
  ])('%s -> %s', (typed, digits) => {
    expect(amountDigits(typed)).toBe(digits);
  });

  it('groups thousands and sends a number', () => {
    expect(showAmount('1234567')).toBe('1,234,567');
    expect(showAmount('')).toBe('');
    expect(amountValue('1234567')).toBe(1234567);
    expect(amountValue('')).toBeNull();
  });
});

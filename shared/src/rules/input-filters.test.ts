import fc from 'fast-check';
import { decimalInput, digitsOnly } from './input-filters';

describe('digits-only input (SPEC §5)', () => {
  it.each([
    ['0912 345 678', '0912345678'],
    ['+84-912', '84912'],
    ['abc', ''],
    ['１２３', ''],
    ['1.5', '15'],
    ['', ''],
  ])('digitsOnly(%p) = %p', (input, expected) => {
    expect(digitsOnly(input)).toBe(expected);
  });

  it('property: output has only digits and keeps their order', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = digitsOnly(s);
        expect(out).toMatch(/^[0-9]*$/);
        expect(out).toBe([...s].filter((c) => c >= '0' && c <= '9').join(''));
      }),
    );
  });
});

describe('decimal input (SPEC §5)', () => {
  it.each([
    ['12.50', '12.50'],
    ['1.2.3', '1.23'],
    ['..5', '.5'],
    ['.5', '.5'],
    ['1,5', '15'],
    ['-3.2e4', '3.24'],
    ['abc', ''],
    ['', ''],
  ])('decimalInput(%p) = %p (digits and a single dot)', (input, expected) => {
    expect(decimalInput(input)).toBe(expected);
  });

  it('property: at most one dot, only digits otherwise, and digits kept in order', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = decimalInput(s);
        expect(out).toMatch(/^[0-9]*\.?[0-9]*$/);
        expect(out.replace('.', '')).toBe(digitsOnly(s));
      }),
    );
  });
});

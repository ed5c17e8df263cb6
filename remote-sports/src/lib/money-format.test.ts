import { formatAmount } from './money-format';

describe('amounts per locale (issue #10: VND without minor units)', () => {
  it('shows VND whole, grouped the Vietnamese way', () => {
    expect(formatAmount(5_000_000.99, 'vi', 'VND').replace(/\s/g, ' ')).toBe('5.000.000 ₫');
    expect(formatAmount(1234.567, 'en', 'USD')).toBe('$1,234.56');
  });
  it('falls back for codes Intl does not know and -- for non-numbers', () => {
    expect(formatAmount(12.5, 'en', 'USDT')).toBe('12.5 USDT');
    expect(formatAmount(null, 'en', 'VND')).toBe('--');
  });
});

import { currencyFor, currencyId, memberCurrency } from './currency';

describe('currency by regional setting (SPEC §9)', () => {
  it.each([
    [{ region: 'cn' }, 'CNY'],
    [{ region: 'vietnam' }, 'VND'],
    [{ region: 'Vietnam' }, 'VND'],
    [{ region: 'en' }, 'USD'],
    [{ region: 'th' }, 'USDT'],
    [{ region: '' }, 'USDT'],
    [{ region: null }, 'USDT'],
    [{}, 'USDT'],
    [{ region: 'constructor' }, 'USDT'],
    [{ region: '__proto__' }, 'USDT'],
    [{ region: 'vietnam', regCurrency: 'usd' }, 'USD'],
    [{ region: 'cn', regCurrency: 'VND' }, 'VND'],
    [{ region: 'en', regCurrency: 'THB' }, 'THB'],
    [{ region: 'cn', regCurrency: '  ' }, 'CNY'],
    [{ region: 'cn', regCurrency: null }, 'CNY'],
  ])('currencyFor(%p) = %p (regCurrency takes priority)', (input, expected) => {
    expect(currencyFor(input)).toBe(expected);
  });
});

describe('currency id sent (SPEC §9)', () => {
  it.each([
    ['CNY', 1],
    ['VND', 1000],
    ['vnd', 1000],
    ['USD', 2],
    ['USDT', 200],
    ['THB', 200],
    ['', 200],
    [null, 200],
    [undefined, 200],
    ['constructor', 200],
  ])('currencyId(%p) = %p', (currency, id) => {
    expect(currencyId(currency)).toBe(id);
  });
});

describe("the member's currency on a build market (SPEC §9)", () => {
  it.each([
    [null, 'vietnam', 'VND'],
    [null, 'china', 'CNY'],
    ['usdt', 'vietnam', 'USDT'],
    [null, undefined, 'USDT'],
    [null, 'elsewhere', 'USDT'],
  ])('memberCurrency(%p, %p) = %p', (regCurrency, market, expected) => {
    expect(memberCurrency(regCurrency, market)).toBe(expected);
  });
});

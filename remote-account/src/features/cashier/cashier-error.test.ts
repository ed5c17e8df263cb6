import { ApiError } from '@app/shared/client';
import { amountDigits, amountProblem } from './amount-digits';
import { cashierError } from './cashier-error';

const refusal = (code: number, data: unknown) =>
  new ApiError('business', 'server words', code, 200, data);

describe('cashier refusals are told in the member words, with their numbers', () => {
  it('a deposit limit says what may still be deposited', () => {
    expect(
      cashierError(refusal(2006, { period: 'day', limit: 500000, remaining: 200000 })),
    ).toEqual({
      key: 'depositLimit',
      values: { remaining: '200,000' },
    });
  });
  it('the daily withdrawal limit tells count from amount', () => {
    expect(cashierError(refusal(2007, { kind: 'count', limit: 3 })).key).toBe('withdrawLimitCount');
    expect(cashierError(refusal(2007, { kind: 'amount', remaining: 1900000 }))).toEqual({
      key: 'withdrawLimitAmount',
      values: { remaining: '1,900,000' },
    });
  });
  it('a PIN not set yet is not a wrong PIN; a bank name check is not the real-name rule', () => {
    expect(cashierError(refusal(2010, { pinSet: false })).key).toBe('pinNotSet');
    expect(cashierError(refusal(2010, { pinSet: true })).key).toBe('pinWrong');
    expect(cashierError(refusal(2009, { reason: 'bank' })).key).toBe('bankNameMismatch');
    expect(cashierError(refusal(2009, { reason: 'real-name', realName: 'V* Nam' }))).toEqual({
      key: 'nameMismatch',
      values: { name: 'V* Nam' },
    });
  });
  it('a transport failure is not shown as a refusal', () => {
    expect(cashierError(new ApiError('network', 'offline')).key).toBe('network');
    expect(cashierError(refusal(2006, null))).toEqual({
      key: 'depositLimit',
      values: { remaining: '--' },
    });
  });
});

describe('amounts are whole numbers within the method bounds', () => {
  it('keeps digits only, without leading zeros', () => {
    expect(amountDigits('0 2a00,000.5')).toBe('2000005');
  });
  it('names the bound an amount misses', () => {
    const bounds = { min: 50000, max: 300000000 };
    expect(amountProblem('', bounds)).toBe('empty');
    expect(amountProblem('49999', bounds)).toBe('low');
    expect(amountProblem('300000001', bounds)).toBe('high');
    expect(amountProblem('200000', bounds)).toBeNull();
  });
});

import fc from 'fast-check';
import type { RgLimit } from '../api/rg/responsible-gambling';
import { rgAllowance } from './rg-allowance';

const limit = (over: Partial<RgLimit>): RgLimit => ({
  kind: 'stake',
  period: 'day',
  amount: null,
  used: 0,
  remaining: null,
  pending: null,
  ...over,
});

// Issue 18: the slip shows the smallest allowance left across the stake and loss limits.
describe('rgAllowance', () => {
  it('is null without any limit set', () => {
    expect(rgAllowance([])).toBeNull();
    expect(rgAllowance([limit({}), limit({ kind: 'loss', period: 'month' })])).toBeNull();
  });

  it('names the tightest limit, stake or loss', () => {
    const limits = [
      limit({ period: 'day', amount: 500, used: 200, remaining: 300 }),
      limit({ period: 'week', amount: 1000, used: 900, remaining: 100 }),
      limit({ kind: 'loss', period: 'month', amount: 5000, used: 4950, remaining: 50 }),
    ];
    expect(rgAllowance(limits)).toEqual({ remaining: 50, kind: 'loss', period: 'month' });
    expect(rgAllowance(limits.slice(0, 2))).toEqual({
      remaining: 100,
      kind: 'stake',
      period: 'week',
    });
  });

  it('reads amount - used when the server leaves remaining out, never below 0', () => {
    expect(rgAllowance([limit({ amount: 100, used: 130 })])).toEqual({
      remaining: 0,
      kind: 'stake',
      period: 'day',
    });
  });

  it('is never more than any set limit allows (property)', () => {
    const row = fc.record({
      amount: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }),
      used: fc.integer({ min: 0, max: 10_000 }),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 6 }), (rows) => {
        const limits = rows.map((r) =>
          limit({ ...r, remaining: r.amount === null ? null : Math.max(0, r.amount - r.used) }),
        );
        const allowance = rgAllowance(limits);
        const set = limits.filter((l) => l.amount !== null);
        if (set.length === 0) return expect(allowance).toBeNull();
        for (const l of set) expect(allowance!.remaining).toBeLessThanOrEqual(l.remaining!);
        expect(set.map((l) => l.remaining)).toContain(allowance!.remaining);
      }),
    );
  });
});

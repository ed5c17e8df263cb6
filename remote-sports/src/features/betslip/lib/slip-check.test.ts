import fc from 'fast-check';
import type { SlipItem } from './slip-item';
import { checkSlip, parlayAllowed } from './slip-check';
import { parseStake } from './slip-stakes';
import { slipItem } from '../testing/slip-item-fixture';

const leg = (n: number, over: Partial<SlipItem> = {}): SlipItem =>
  slipItem({
    key: `${n}01:1`,
    matchId: String(n),
    marketId: `${n}01`,
    label: `Team ${n}`,
    matchName: `M${n}`,
    min: 10,
    max: 1000,
    ...over,
  });
const base = { stakes: {}, seriesStakes: {}, series: [], balance: 5000 };

describe('bet slip check (issue #10 bet slip)', () => {
  it('plans singles with stakes, totals and potential return', () => {
    const c = checkSlip({
      ...base,
      items: [leg(1), leg(2, { odds: 1.5 })],
      mode: 'single',
      stakes: { '101:1': '100', '201:1': '200' },
    });
    expect(c.totalStake).toBe(300);
    expect(c.potentialReturn).toBe(500);
    expect(c.canPlace).toBe(true);
  });

  it('refuses stakes under min, over max, over the balance, suspended or awaiting accept', () => {
    const kinds = (over: Partial<SlipItem>, stake: string, balance = 5000) =>
      checkSlip({
        ...base,
        balance,
        items: [leg(1, over)],
        mode: 'single',
        stakes: { '101:1': stake },
      }).problems.map((p) => p.kind);
    expect(kinds({}, '5')).toEqual(['min']);
    expect(kinds({}, '2000')).toEqual(['max']);
    expect(kinds({}, '500', 100)).toEqual(['balance']);
    expect(kinds({ state: 'suspended' }, '50')).toEqual(['unavailable']);
    expect(kinds({ pending: 'down' }, '50')).toEqual(['pending']);
    expect(kinds({}, '')).toEqual(['noStake']);
  });

  it('refuses a total stake over the responsible-gambling allowance, and any bet during a break', () => {
    const allowance = { remaining: 150, kind: 'stake', period: 'day' } as const;
    const check = (stakes: Record<string, string>, excluded = false) =>
      checkSlip({
        ...base,
        items: [leg(1), leg(2)],
        mode: 'single',
        stakes,
        rg: { excluded, allowance },
      });
    expect(check({ '101:1': '100', '201:1': '50' }).canPlace).toBe(true);
    expect(check({ '101:1': '100', '201:1': '60' }).problems).toEqual([
      { kind: 'rgLimit', allowance },
    ]);
    expect(check({ '101:1': '20' }, true).problems).toEqual([{ kind: 'rgBreak' }]);
  });

  it('refuses a stake with decimals its currency lacks: 10,000.5 VND (issue 49 #8)', () => {
    const single = (stake: string, currency: string) =>
      checkSlip({
        ...base,
        balance: 50_000,
        items: [leg(1, { max: 50_000 })],
        mode: 'single',
        stakes: { '101:1': stake },
        currency,
      });
    expect(single('10000.5', 'VND').problems).toEqual([
      { kind: 'fraction', key: '101:1', currency: 'VND' },
    ]);
    expect(single('10000.5', 'VND').canPlace).toBe(false);
    expect(single('10000', 'VND').canPlace).toBe(true);
    expect(single('10000.50', 'USD').canPlace).toBe(true);
    const parlay = checkSlip({
      ...base,
      items: [leg(1), leg(2)],
      mode: 'parlay',
      series: [{ sn: 2, bets: 1, odds: null, min: 10, max: 1000 }],
      seriesStakes: { '2': '100.5' },
      currency: 'VND',
    });
    expect(parlay.problems).toContainEqual({ kind: 'fraction', key: 'series:2', currency: 'VND' });
  });

  it('plans a 3串4 parlay: unit stake × 4 bets', () => {
    const c = checkSlip({
      ...base,
      items: [leg(1), leg(2), leg(3)],
      mode: 'parlay',
      series: [{ sn: 0, bets: 4, odds: null, min: 10, max: 1000 }],
      seriesStakes: { '0': '100' },
    });
    expect(c.series[0]?.bets).toBe(4);
    expect(c.totalStake).toBe(400);
    expect(c.potentialReturn).toBe(2000); // 3 doubles at 4 + 1 treble at 8, × 100
  });

  it('blocks parlays of the same match or of markets without parlay', () => {
    expect(parlayAllowed([leg(1), leg(1, { key: 'x' })])).toBe(false);
    expect(parlayAllowed([leg(1), leg(2, { parlay: false })])).toBe(false);
    expect(parlayAllowed([leg(1)])).toBe(false);
  });

  it('total stake is the sum of every planned bet (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 900 }), { minLength: 1, maxLength: 10 }),
        (s) => {
          const items = s.map((_, i) => leg(i + 1));
          const stakes = Object.fromEntries(items.map((it, i) => [it.key, String(s[i])]));
          const c = checkSlip({ ...base, balance: null, items, mode: 'single', stakes });
          expect(c.totalStake).toBe(s.reduce((a, b) => a + b, 0));
          expect(c.singles).toHaveLength(s.filter((x) => x > 0).length);
        },
      ),
    );
  });

  it('parses stake text like the digits-only input', () => {
    expect(parseStake('1,000')).toBe(1000);
    expect(parseStake('abc')).toBe(0);
    expect(parseStake('12.345')).toBe(12.34);
  });
});

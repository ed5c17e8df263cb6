import fc from 'fast-check';
import { acceptItem, applyQuote, ODDS_CHANGE } from './apply-quote';
import { readSlipQuote, type SelectionQuote } from './quote';
import { slipItem } from '../testing/slip-item-fixture';

const item = slipItem();
const quote = (over: Partial<SelectionQuote> = {}): SelectionQuote => ({
  marketId: '101',
  oldMarketId: null,
  matchId: '1',
  odds: 2,
  line: '',
  status: 1,
  min: 10,
  max: 100,
  parlay: true,
  inPlay: false,
  ...over,
});

describe('slip refresh and the odds-change setting (research §1.4)', () => {
  it('reads limits, sale state and parlay flag', () => {
    const next = applyQuote(item, quote({ status: 0, parlay: false }), 1);
    expect(next).toMatchObject({ state: 'suspended', min: 10, max: 100, parlay: false });
    expect(applyQuote(item, quote({ status: -1 }), 1).state).toBe('closed');
  });

  it('better-only takes a higher price silently and asks before a lower one', () => {
    expect(applyQuote(item, quote({ odds: 2.1 }), ODDS_CHANGE.better)).toMatchObject({
      odds: 2.1,
      pending: null,
      moved: 'up',
    });
    const down = applyQuote(item, quote({ odds: 1.9 }), ODDS_CHANGE.better);
    expect(down).toMatchObject({ odds: 2, current: 1.9, pending: 'down' });
    expect(acceptItem(down)).toMatchObject({ odds: 1.9, pending: null });
  });

  it('none asks for every change, any takes every change', () => {
    expect(applyQuote(item, quote({ odds: 2.1 }), ODDS_CHANGE.none).pending).toBe('up');
    expect(applyQuote(item, quote({ odds: 1.5 }), ODDS_CHANGE.any)).toMatchObject({
      odds: 1.5,
      pending: null,
    });
  });

  it('a moved line (omid) always waits for an accept and takes the new market id', () => {
    const next = applyQuote(
      { ...item, line: '-0.5' },
      quote({ marketId: '202', oldMarketId: '101', line: '-0.75' }),
      ODDS_CHANGE.any,
    );
    expect(next).toMatchObject({ marketId: '202', line: '-0.75', pending: 'line' });
  });

  it('never places at a price the member did not accept (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 1.01, max: 20, noNaN: true }), { minLength: 1, maxLength: 8 }),
        fc.constantFrom(0, 1, 2),
        (ticks, setting) => {
          let cur = item;
          for (const od of ticks) {
            const before = cur.odds;
            cur = applyQuote(cur, quote({ odds: od }), setting);
            if (cur.odds !== before) {
              expect(setting === 2 || (setting === 1 && cur.odds > before)).toBe(true);
            }
            if (cur.pending === null) expect(cur.odds).toBe(od);
          }
        },
      ),
    );
  });
});

describe('reading batchBetMatchMarketOfJumpLine', () => {
  it('parses bms and sos and drops malformed entries', () => {
    const q = readSlipQuote({
      bms: [
        { mid: 5, matchId: 1, op: { od: 1.9, li: '+0.5' }, ss: 1, smin: 10, smax: 9, au: 1 },
        { mid: 6, matchId: 2, op: null, ss: -1 },
        'junk',
      ],
      sos: [{ sn: 2, in: 1, sodd: 3.6, mi: 10, mx: 50 }, { sn: 'x' }],
    });
    expect(q.selections).toHaveLength(2);
    expect(q.selections[0]).toMatchObject({ marketId: '5', odds: 1.9, line: '+0.5', parlay: true });
    expect(q.selections[1]).toMatchObject({ odds: null, status: -1, parlay: false });
    expect(q.series).toEqual([{ sn: 2, bets: 1, odds: 3.6, min: 10, max: 50 }]);
    expect(readSlipQuote(null)).toEqual({ selections: [], series: [] });
  });
});

import { createSafeStorage, safeSession } from '@app/shared/rules';
import { pick } from '../testing/slip-test-utils';
import { readSlip, SLIP_KEY, writeSlip } from './slip-persist';
import type { applySlipQuote } from './slip-quote-actions';
import { resetSlip, useSlipStore } from './slip-store';

// Issue 10: the slip's picks survive a reload (sessionStorage, `__` prefix), nothing else does.
const RAW_KEY = `__${SLIP_KEY}`;

beforeEach(() => {
  sessionStorage.clear();
  resetSlip();
});

describe('slip picks in sessionStorage', () => {
  test('adding picks writes them under __sportsSlip; clearing the slip removes the key', () => {
    useSlipStore.getState().add(pick(1));
    useSlipStore.getState().add(pick(2));
    useSlipStore.getState().setMode('parlay');
    const saved = JSON.parse(sessionStorage.getItem(RAW_KEY) ?? 'null');
    expect(saved).toMatchObject({ v: 1, mode: 'parlay' });
    expect(saved.items.map((i: { marketId: string }) => i.marketId)).toEqual(['101', '201']);
    // stakes and receipts are not picks: they are not saved
    useSlipStore.getState().setStake('101:1', '5000');
    expect(sessionStorage.getItem(RAW_KEY)).not.toContain('5000');
    useSlipStore.getState().clear();
    expect(sessionStorage.getItem(RAW_KEY)).toBeNull();
  });

  test('a reload restores the picks as unknown until the provider re-validates them', () => {
    useSlipStore.getState().add(pick(1));
    useSlipStore.getState().add(pick(2));
    const back = readSlip(safeSession);
    expect(back?.items.map((i) => i.key)).toEqual(['101:1', '201:1']);
    expect(back?.items.every((i) => i.state === 'unknown' && i.odds === 2)).toBe(true);
  });

  test('the store reads the saved picks when the remote loads (and marks gone legs closed)', () => {
    sessionStorage.setItem(
      RAW_KEY,
      JSON.stringify({
        v: 1,
        mode: 'single',
        items: [
          { matchId: '7', marketId: '701', optionType: '1', odds: 1.9, label: 'A', matchName: 'M' },
        ],
      }),
    );
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./slip-store') as { useSlipStore: typeof useSlipStore };
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const actions = require('./slip-quote-actions') as { applySlipQuote: typeof applySlipQuote };
      expect(fresh.useSlipStore.getState().items.map((i) => i.key)).toEqual(['701:1']);
      actions.applySlipQuote(
        {
          selections: [
            {
              marketId: '701',
              oldMarketId: null,
              matchId: '7',
              odds: null,
              line: '',
              status: -1,
              min: null,
              max: null,
              parlay: false,
              inPlay: false,
            },
          ],
          series: [],
        },
        1,
      );
      expect(fresh.useSlipStore.getState().items[0]?.state).toBe('closed');
    });
  });

  test.each([
    ['not JSON', '{oops'],
    ['wrong version', JSON.stringify({ v: 9, items: [] })],
    ['not a list', JSON.stringify({ v: 1, items: 'x' })],
    ['a pick without a market', JSON.stringify({ v: 1, items: [{ matchId: '1', odds: 2 }] })],
    [
      'odds of 1 or less',
      JSON.stringify({ v: 1, items: [{ matchId: '1', marketId: '2', optionType: '1', odds: 1 }] }),
    ],
  ])('a corrupt value (%s) is dropped from storage', (_, raw) => {
    sessionStorage.setItem(RAW_KEY, raw);
    expect(readSlip(safeSession)).toBeNull();
    expect(sessionStorage.getItem(RAW_KEY)).toBeNull();
  });

  test('blocked storage is tolerated: nothing throws, the slip still works in memory', () => {
    const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      const blocked = createSafeStorage('sessionStorage');
      expect(() => writeSlip(blocked, { items: [], mode: 'single' })).not.toThrow();
      useSlipStore.getState().add(pick(3));
      expect(useSlipStore.getState().items).toHaveLength(1);
      expect(readSlip(blocked)).toBeNull();
    } finally {
      spy.mockRestore();
    }
  });
});

import { parlayReceipts } from './parlay-receipts';

describe('parlayReceipts (issue 10: 3串4 is four bets)', () => {
  const name = (k: number) => (k === 3 ? 'treble' : `${k}-fold`);

  test('one receipt per bet with its option, size, stake and status', () => {
    const results = [
      ...[11, 12, 13].map((id) => ({
        orderId: id,
        status: 4,
        stake: 10_000,
        itemCount: 4,
        legCount: 2,
      })),
      { orderId: '14', status: 1, stake: 10_000, itemCount: 4, legCount: 3 },
    ];
    const receipts = parlayReceipts(results, 3, name);
    expect(receipts).toHaveLength(4);
    expect(receipts.map((r) => r.label)).toEqual([
      '3串4 · 2-fold',
      '3串4 · 2-fold',
      '3串4 · 2-fold',
      '3串4 · treble',
    ]);
    expect(receipts.map((r) => r.orderId)).toEqual(['11', '12', '13', '14']);
    expect(receipts.reduce((s, r) => s + r.stake, 0)).toBe(40_000);
    expect(receipts[3]).toMatchObject({ status: 1, rejectCode: null });
  });

  test('a rejected bet keeps its reason code; a missing order id stays null', () => {
    const [r] = parlayReceipts(
      [{ status: 2, rejectCode: 8, stake: 5, legCount: 2, itemCount: 1 }],
      2,
      name,
    );
    expect(r).toMatchObject({ orderId: null, status: 2, rejectCode: 8, label: '2串1 · 2-fold' });
  });
});

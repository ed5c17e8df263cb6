import { parlayReceipts } from './parlay-receipts';

describe('parlayReceipts (issue 52 #2: a system bet is one ticket)', () => {
  const name = (sn: number) => (sn === 0 ? 'Trixie (4 bets)' : `option ${sn}`);

  test('one receipt per ticket, named by its option, with its whole stake and status', () => {
    const results = [
      { orderId: 11, status: 4, stake: 40_000, seriesValue: 0, itemCount: 4, legCount: 3 },
      { orderId: '12', status: 1, stake: 30_000, seriesValue: 2, itemCount: 3, legCount: 3 },
    ];
    const receipts = parlayReceipts(results, name);
    expect(receipts.map((r) => [r.orderId, r.label, r.stake, r.status])).toEqual([
      ['11', 'Trixie (4 bets)', 40_000, 4],
      ['12', 'option 2', 30_000, 1],
    ]);
  });

  test('a rejected ticket keeps its reason code; a missing order id stays null', () => {
    const [r] = parlayReceipts(
      [{ status: 2, rejectCode: 8, stake: 5, seriesValue: 2, itemCount: 1 }],
      name,
    );
    expect(r).toMatchObject({ orderId: null, status: 2, rejectCode: 8, label: 'option 2' });
  });
});

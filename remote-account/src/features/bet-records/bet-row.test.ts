import { betState, toBetRow } from './bet-row';

describe('bet record rows', () => {
  it('reads a single bet with its match and pick', () => {
    const row = toBetRow({
      id: 7,
      gameName: 'FB Thể thao',
      createdAt: 1,
      stake: 100,
      odds: 1.9,
      payout: 190,
      status: 5,
      legs: [{ matchName: 'A vs B', marketName: '1X2', optionName: 'A' }],
    });
    expect(row).toMatchObject({ id: '7', title: 'A vs B', pick: '1X2: A', product: 'FB Thể thao' });
    expect(betState(row)).toBe('won');
  });

  it('joins the matches of a parlay and tells each state', () => {
    const row = toBetRow({ id: '8', legs: [{ matchName: 'A' }, { matchName: 'B' }], status: 4 });
    expect(row.title).toBe('A · B');
    expect(row.pick).toBe('');
    expect(betState(row)).toBe('open');
    expect(betState({ ...row, status: 5, stake: 10, payout: 0 })).toBe('lost');
    expect(betState({ ...row, status: 3 })).toBe('void');
    expect(betState({ ...row, status: 1 })).toBe('pending');
    expect(toBetRow({ id: 1, stake: 'x' }).stake).toBeNull();
  });
});

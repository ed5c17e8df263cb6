import type { TFunction } from 'i18next';
import { betState } from './bet-status';

const t = ((key: string) => key) as unknown as TFunction<'sports'>;

describe('bet outcome words (issue #10 my bets)', () => {
  it.each([
    [{ status: 5, outcome: 4 }, 'outcome.won', 'good'],
    [{ status: 5, outcome: 5 }, 'outcome.winHalf', 'good'],
    [{ status: 5, outcome: 3 }, 'outcome.lost', 'bad'],
    [{ status: 5, outcome: 6 }, 'outcome.loseHalf', 'bad'],
    [{ status: 5, outcome: 2 }, 'outcome.void', 'neutral'],
    [{ status: 5, outcome: 4, cashOutStatus: 5 }, 'outcome.cashedOut', 'neutral'],
    [{ status: 1 }, 'receipt.confirming', 'pending'],
    [{ status: 4 }, 'receipt.confirmed', 'pending'],
    [{ status: 2 }, 'receipt.rejected', 'bad'],
  ])('%j → %s', (bet, text, tone) => {
    expect(betState(t, bet)).toEqual({ text, tone });
  });
});

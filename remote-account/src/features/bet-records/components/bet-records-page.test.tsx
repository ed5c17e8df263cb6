import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@app/shared';
import { fakeBackend, renderWithProviders, setUpUi, signIn } from '../../../test-utils';
import { BetRecordsPage } from './bet-records-page';

beforeAll(setUpUi);

const bet = (id: number) => ({
  id,
  gameName: 'FB Thể thao',
  createdAt: 1_700_000_000_000,
  stake: 100,
  odds: 1.9,
  payout: id % 2 ? 190 : 0,
  status: 5,
  legs: [{ matchName: `Match ${id}`, marketName: '1X2', optionName: 'Home' }],
});

describe('bet records (SPEC §7 mybet sum/detail)', () => {
  it('shows the totals and pages through the bets of the chosen period', async () => {
    const api = fakeBackend();
    api.on('POST', '/api/game/bet/order/mybet/sum', () => ({
      data: {
        betCount: 12,
        betAmount: 1200,
        validBetAmount: 1200,
        winAmount: -300,
        unsettledCount: 0,
      },
    }));
    api.on('POST', '/api/game/bet/order/mybet/detail', (c) => {
      const { current } = c.body as { current: number };
      const ids = current === 1 ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] : [11, 12];
      return { data: { records: ids.map(bet), total: 12, current, size: 10 } };
    });
    signIn();
    useSessionStore.getState().setUserInfo({ userName: 'member01', regCurrency: 'VND' });
    renderWithProviders(<BetRecordsPage />);
    const totals = await screen.findByTestId('bets-totals');
    await waitFor(() => expect(totals).toHaveTextContent('1,200'));
    expect(totals).toHaveTextContent('-300');
    expect(await screen.findByText('Match 1')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Match 12')).toBeInTheDocument();
    const body = api.callsTo('/api/game/bet/order/mybet/detail').at(-1)?.body as {
      beginTime: number;
      endTime: number;
    };
    expect(body).toMatchObject({ current: 2, size: 10 });
    expect(body.endTime - body.beginTime).toBe(7 * 86_400_000 - 1);
    await userEvent.click(screen.getByRole('button', { name: 'Settled' }));
    await waitFor(() =>
      expect(api.callsTo('/api/game/bet/order/mybet/sum').at(-1)?.body).toMatchObject({
        status: 5,
      }),
    );
  });
});

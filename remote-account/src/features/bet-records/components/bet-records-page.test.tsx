import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@app/shared/store';
import { mockBackend, renderWithProviders, setUpUi, signIn } from '../../../test-utils';
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
    const api = mockBackend();
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

describe('bet records product chips (the loaded page only)', () => {
  const sum = { betCount: 3, betAmount: 300, validBetAmount: 300, winAmount: 0, unsettledCount: 0 };

  it('narrow the listed bets, leave the totals, and say so', async () => {
    const api = mockBackend();
    api.on('POST', '/api/game/bet/order/mybet/sum', () => ({ data: sum }));
    const records = [bet(1), { ...bet(2), gameName: 'Casino' }, bet(3)];
    api.on('POST', '/api/game/bet/order/mybet/detail', () => ({
      data: { records, total: 3, current: 1, size: 10 },
    }));
    signIn();
    renderWithProviders(<BetRecordsPage />);
    const group = await screen.findByRole('group', { name: 'Product' });
    expect(screen.getByTestId('bets-product-note')).toHaveTextContent(
      'The totals above cover every product.',
    );
    const list = screen.getByTestId('bets-list');
    expect(list.querySelectorAll('li')).toHaveLength(3);
    await userEvent.click(within(group).getByRole('button', { name: 'Casino' }));
    expect(within(group).getByRole('button', { name: 'Casino' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByTestId('bets-list').querySelectorAll('li')).toHaveLength(1);
    expect(screen.getByText('Match 2')).toBeInTheDocument();
    expect(screen.queryByText('Match 1')).toBeNull();
    expect(screen.getByTestId('bets-totals')).toHaveTextContent('300');
    const calls = api.callsTo('/api/game/bet/order/mybet/detail');
    expect(calls.every((c) => !('gameName' in (c.body as object)))).toBe(true);
    await userEvent.click(within(group).getByRole('button', { name: 'All products' }));
    expect(screen.getByTestId('bets-list').querySelectorAll('li')).toHaveLength(3);
  });

  it('are not offered when the page holds one product', async () => {
    const api = mockBackend();
    api.on('POST', '/api/game/bet/order/mybet/sum', () => ({ data: sum }));
    api.on('POST', '/api/game/bet/order/mybet/detail', () => ({
      data: { records: [bet(1), bet(2)], total: 2, current: 1, size: 10 },
    }));
    signIn();
    renderWithProviders(<BetRecordsPage />);
    expect(await screen.findByText('Match 2')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Product' })).toBeNull();
    expect(screen.queryByTestId('bets-product-note')).toBeNull();
  });
});

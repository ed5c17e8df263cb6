import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subscribeIntent } from '@app/shared/federation';
import { useSessionStore } from '@app/shared/store';
import { mockBackend, renderWithProviders, setUpUi, signIn } from '../../../test-utils';
import { WalletCard } from './wallet-card';

const WALLET = '/api/fund/wallet/member/local';
beforeAll(setUpUi);
beforeEach(() => {
  signIn();
  useSessionStore.getState().setUserInfo({ userName: 'member01', regCurrency: 'VND' });
});

describe('wallet card (SPEC §3 memberWallet, §5 money, §9 currency)', () => {
  it('shows the balance truncated in the registered currency', async () => {
    const api = mockBackend();
    api.on('POST', WALLET, () => ({
      data: { memberWallet: { balance: 1234567.899, currency: 'VND' } },
    }));
    renderWithProviders(<WalletCard />);
    await waitFor(() =>
      expect(screen.getByTestId('wallet-balance')).toHaveTextContent('1,234,567.89 VND'),
    );
  });

  it('shows a balance changed elsewhere without a reload', async () => {
    const api = mockBackend();
    api.on('POST', WALLET, () => ({ data: { memberWallet: { balance: 500 } } }));
    renderWithProviders(<WalletCard />);
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('500 VND'));
    act(() => useSessionStore.getState().setBalance(420));
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('420 VND');
  });

  it('never shows a stale balance as fresh: a failed read shows — with a retry', async () => {
    const api = mockBackend();
    api.on('POST', WALLET, () => ({ code: 500, msg: 'down' }));
    useSessionStore.getState().setBalance(999);
    renderWithProviders(<WalletCard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The balance could not be read.');
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('—');
    expect(screen.getByTestId('wallet-balance')).not.toHaveTextContent('999');
    api.on('POST', WALLET, () => ({ data: { memberWallet: { balance: 1000 } } }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByTestId('wallet-balance')).toHaveTextContent('1,000 VND'),
    );
  });

  it('collects funds from games, says how much, and tells the host the wallet changed', async () => {
    const api = mockBackend();
    api.on('POST', WALLET, () => ({ data: { memberWallet: { balance: 100 } } }));
    api.on('POST', '/api/game/fund/collect', () => ({ data: { balance: 350, collected: 250 } }));
    const changed = jest.fn();
    const stop = subscribeIntent('wallet.changed', changed);
    renderWithProviders(<WalletCard />);
    const button = screen.getByTestId('wallet-collect');
    await userEvent.click(button);
    expect(await screen.findByTestId('wallet-collect-result')).toHaveTextContent(
      '250 VND moved back to your main wallet.',
    );
    expect(screen.getByTestId('wallet-balance')).toHaveTextContent('350 VND');
    expect(changed).toHaveBeenCalledWith({ reason: 'collect' });
    api.on('POST', '/api/game/fund/collect', () => ({ data: { balance: 350, collected: 0 } }));
    await userEvent.click(button);
    expect(
      await screen.findByText('All your funds are already in the main wallet.'),
    ).toBeInTheDocument();
    api.on('POST', '/api/game/fund/collect', () => ({ code: 500, msg: 'x' }));
    await userEvent.click(button);
    expect(await screen.findByText(/could not be collected/)).toBeInTheDocument();
    stop();
  });
});

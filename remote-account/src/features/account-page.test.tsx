import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAppStore, useSessionStore } from '@app/shared';
import { AccountPage } from './account-page';

jest.mock('@app/shared', () => ({
  ...jest.requireActual('@app/shared'),
  getUserInfo: jest.fn(async () => ({
    userName: 'member01',
    regCurrency: 'VND',
    vipLevel: 3,
    role: 'member',
  })),
  getWalletBalance: jest.fn(async () => ({ balance: 1234567.899, currency: 'VND' })),
}));

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AccountPage />
    </QueryClientProvider>,
  );
}

describe('member centre', () => {
  beforeEach(() => {
    useSessionStore.getState().signIn({ token: 't', username: 'member01' });
    useAppStore.getState().setTheme('dark');
  });

  it('shows the user info and the balance, truncated (SPEC §5), and writes it to the shared store', async () => {
    renderPage();
    expect(await screen.findByTestId('account-username')).toHaveTextContent('member01');
    expect(await screen.findByTestId('account-balance')).toHaveTextContent('1,234,567.89 VND');
    expect(useSessionStore.getState().balance).toBe(1234567.899);
  });

  it('changes the site-wide theme from the display settings', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('radio', { name: 'theme.light' }));
    expect(useAppStore.getState().theme).toBe('light');
  });
});

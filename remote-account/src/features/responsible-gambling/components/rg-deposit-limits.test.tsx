import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateTimeWithYear } from '@app/shared/rules';
import { RG_COOLING_OFF_MS } from '@app/shared/api/rg';
import { renderWithProviders, setUpUi, signIn } from '../../../test-utils';
import { mockRgBackend } from '../testing/rg-backend';
import { RgSettingsPage } from './rg-settings-page';

// Issue 50 #3: deposit limits beside the stake and loss limits, with the same rule (lower at
// once, raise after 24 hours), and the way to the transactions from the limits and reality check.
beforeAll(setUpUi);
beforeEach(() => signIn());

async function saveDepositLimit(period: string, typed: string) {
  const input = await screen.findByTestId(`rg-limit-input-deposit-${period}`);
  await userEvent.clear(input);
  await userEvent.type(input, typed);
  await userEvent.click(screen.getByTestId(`rg-limit-save-deposit-${period}`));
}

it('shows each period with what was deposited and what is left', async () => {
  const server = mockRgBackend();
  server.setDepositLimit('day', 1_000_000, 200_000);
  renderWithProviders(<RgSettingsPage />);
  const card = await screen.findByRole('region', { name: 'Deposit limit' });
  const day = await within(card).findByTestId('rg-limit-deposit-day');
  expect(day).toHaveTextContent('1,000,000');
  expect(day).toHaveTextContent('Deposited 200,000');
  expect(day).toHaveTextContent('Left 800,000');
  expect(within(card).getByTestId('rg-limit-deposit-week')).toHaveTextContent('No limit');
});

it('a first or lower limit applies now; a raise waits 24 hours and says from when', async () => {
  const server = mockRgBackend();
  renderWithProviders(<RgSettingsPage />);
  await saveDepositLimit('week', '5000000');
  expect(await screen.findByText('Saved: the new limit applies now.')).toBeVisible();
  expect(screen.getByTestId('rg-limit-deposit-week')).toHaveTextContent('5,000,000');
  expect(server.api.callsTo('/api/cashier/depositLimit').at(-1)?.body).toEqual({
    period: 'week',
    amount: 5_000_000,
  });

  await saveDepositLimit('week', '9000000');
  expect(
    await screen.findByText('Saved: the change applies after the 24-hour wait.'),
  ).toBeVisible();
  const week = screen.getByTestId('rg-limit-deposit-week');
  expect(week).toHaveTextContent('5,000,000');
  const pending = screen.getByTestId('rg-pending-deposit-week');
  const when = formatDateTimeWithYear(server.serverNow() + RG_COOLING_OFF_MS, 'en');
  expect(pending).toHaveTextContent(`New limit 9,000,000 from ${when.slice(0, 10)}`);
});

it('removing a limit is a raise: it waits too', async () => {
  const server = mockRgBackend();
  server.setDepositLimit('month', 3_000_000, 0);
  renderWithProviders(<RgSettingsPage />);
  const month = await screen.findByTestId('rg-limit-deposit-month');
  await userEvent.click(within(month).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByTestId('rg-pending-deposit-month')).toHaveTextContent('No limit from');
  expect(server.api.callsTo('/api/cashier/depositLimit').at(-1)?.body).toEqual({
    period: 'month',
    amount: null,
  });
});

it('the limits and the reality check lead to the transactions', async () => {
  mockRgBackend();
  renderWithProviders(<RgSettingsPage />);
  await screen.findByTestId('rg-limit-deposit-day');
  const links = screen.getAllByRole('link', { name: /See your deposits, withdrawals and bets/ });
  expect(links).toHaveLength(2);
  for (const link of links) expect(link).toHaveAttribute('href', '/personal/me/transactions');
});

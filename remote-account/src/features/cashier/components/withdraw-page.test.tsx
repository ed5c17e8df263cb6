import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, setUpUi, signIn } from '../../../test-utils';
import { fakeCashier, withdrawInfoOf } from '../testing/fake-cashier';
import { WithdrawPage } from './withdraw-page';

// Issue 50 #2: the withdraw form says what the server would refuse before anything is sent, with
// the server's own numbers (bounds, today's limits, the withdrawable amount, the PIN).
beforeAll(setUpUi);
beforeEach(() => signIn());

async function request(amount: string, pin = '246810') {
  const input = await screen.findByTestId('withdraw-amount');
  await userEvent.clear(input);
  if (amount) await userEvent.type(input, amount);
  const pinInput = screen.getByTestId('withdraw-pin');
  await userEvent.clear(pinInput);
  if (pin) await userEvent.type(pinInput, pin);
  await userEvent.click(screen.getByTestId('withdraw-submit'));
}

test('the saved account is masked; withdrawable and the turnover still owed are shown', async () => {
  const { state } = fakeCashier();
  state.info = withdrawInfoOf({ remainingTurnover: 1_000_000, withdrawable: 4_000_000 });
  renderWithProviders(<WithdrawPage />);
  expect(await screen.findByTestId('withdrawable')).toHaveTextContent('4,000,000');
  expect(screen.getByTestId('remaining-turnover')).toHaveTextContent('1,000,000');
  expect(screen.getByRole('heading', { name: 'Pay to: Vietcombank · *******6789' })).toBeVisible();
  expect(document.body).not.toHaveTextContent('0123456789');
});

test.each([
  ['', 'Enter the amount to withdraw.'],
  ['99999', 'The amount must be between 100,000 and 2,000,000.'],
  ['1900000', 'You can still withdraw 1,500,000 today.'],
  ['1200000', 'The amount is more than you can withdraw now (1,000,000).'],
])('amount %p is refused before sending: %p', async (amount, message) => {
  const { api, state } = fakeCashier();
  state.info = withdrawInfoOf({
    withdrawable: 1_000_000,
    daily: { count: 3, countLeft: 2, amount: 2_000_000, amountLeft: 1_500_000 },
  });
  renderWithProviders(<WithdrawPage />);
  await request(amount);
  expect(screen.getByTestId('withdraw-error')).toHaveTextContent(message);
  expect(screen.getByTestId('withdraw-amount')).toHaveAttribute('aria-invalid', 'true');
  expect(api.callsTo('/api/cashier/withdraw/create')).toHaveLength(0);
});

test('a PIN of fewer than 6 digits is refused and marked on the PIN field', async () => {
  const { api } = fakeCashier();
  renderWithProviders(<WithdrawPage />);
  await request('100000', '1234');
  expect(screen.getByTestId('withdraw-error')).toHaveTextContent(
    'Enter your 6-digit withdrawal PIN.',
  );
  expect(screen.getByTestId('withdraw-pin')).toHaveAttribute('aria-invalid', 'true');
  expect(api.callsTo('/api/cashier/withdraw/create')).toHaveLength(0);
});

test("once today's withdrawals are made, the form says so and cannot be sent", async () => {
  const { state } = fakeCashier();
  state.info = withdrawInfoOf({
    daily: { count: 3, countLeft: 0, amount: 2_000_000, amountLeft: 1_700_000 },
  });
  renderWithProviders(<WithdrawPage />);
  expect(await screen.findByTestId('withdraw-error')).toHaveTextContent(
    "You have made today's 3 withdrawals. Try again tomorrow.",
  );
  expect(screen.getByTestId('withdraw-submit')).toBeDisabled();
});

test('a valid request is sent once with its key and the form says it is under review', async () => {
  const { api } = fakeCashier();
  api.on('POST', '/api/cashier/withdraw/create', ({ body }) => ({
    data: { id: 4, reference: 'RUT4', status: 'pending', ...(body as object) },
  }));
  renderWithProviders(<WithdrawPage />);
  await request('100000');
  expect(await screen.findByTestId('withdraw-done')).toHaveTextContent(
    'Withdrawal of 100,000 VND requested.',
  );
  const calls = api.callsTo('/api/cashier/withdraw/create');
  expect(calls.map((c) => c.body)).toEqual([{ accountId: 3, amount: 100_000, pin: '246810' }]);
  expect(calls[0]!.headers['Idempotency-Key']).toEqual(expect.any(String));
});

test("the day's last withdrawal stays confirmed while the form says no more today", async () => {
  const { api, state } = fakeCashier();
  state.info = withdrawInfoOf({
    daily: { count: 3, countLeft: 1, amount: 2_000_000, amountLeft: 2_000_000 },
  });
  api.on('POST', '/api/cashier/withdraw/create', ({ body }) => {
    state.info = withdrawInfoOf({
      daily: { count: 3, countLeft: 0, amount: 2_000_000, amountLeft: 1_900_000 },
    });
    return { data: { id: 5, reference: 'RUT5', status: 'pending', ...(body as object) } };
  });
  renderWithProviders(<WithdrawPage />);
  await request('100000');
  expect(await screen.findByTestId('withdraw-error')).toHaveTextContent(
    "You have made today's 3 withdrawals.",
  );
  expect(screen.getByTestId('withdraw-done')).toHaveTextContent(
    'Withdrawal of 100,000 VND requested.',
  );
});

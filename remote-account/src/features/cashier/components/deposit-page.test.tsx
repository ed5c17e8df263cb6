import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { subscribeIntent } from '@app/shared/federation';
import { renderWithProviders, setUpUi, signIn } from '../../../test-utils';
import { DEPOSIT_POLL_MS } from '../api/use-cashier';
import { fakeCashier } from '../testing/fake-cashier';
import { DepositPage } from './deposit-page';

// Issue 50 #1: a bank-transfer deposit is created pending with what to pay; when the provider
// confirms it the page says so, once, and every balance is told to refresh.
beforeAll(setUpUi);
beforeEach(() => signIn());

const renderDeposit = (url = '/personal/me/deposit') =>
  renderWithProviders(
    <Routes>
      <Route path="/personal/:id/deposit" element={<DepositPage />} />
    </Routes>,
    url,
  );

test('a bank transfer: method, bank, amount → the pending instructions with the reference', async () => {
  const { api } = fakeCashier();
  renderDeposit();
  await userEvent.selectOptions(await screen.findByTestId('deposit-bank'), 'TCB');
  await userEvent.click(screen.getByRole('button', { name: '200,000' }));
  expect(screen.getByTestId('deposit-amount')).toHaveValue('200,000');
  await userEvent.click(screen.getByTestId('deposit-submit'));
  const pay = await screen.findByTestId('deposit-pay');
  expect(within(pay).getByRole('heading', { name: 'Pay 200,000 VND' })).toBeVisible();
  expect(screen.getByTestId('deposit-reference')).toHaveTextContent('NAP7K2M9Q');
  expect(pay).toHaveTextContent('Pending');
  expect(within(pay).getByRole('button', { name: 'Copy: Transfer content' })).toBeVisible();
  const create = api.callsTo('/api/cashier/deposit/create');
  expect(create.map((c) => c.body)).toEqual([{ method: 'bank', amount: 200_000, bankCode: 'TCB' }]);
  expect(create[0]!.headers['Idempotency-Key']).toEqual(expect.any(String));
});

test('an amount outside the bounds is said, and nothing is sent', async () => {
  const { api } = fakeCashier();
  renderDeposit();
  await userEvent.type(await screen.findByTestId('deposit-amount'), '49999');
  await userEvent.click(screen.getByTestId('deposit-submit'));
  expect(screen.getByRole('alert')).toHaveTextContent('below the minimum of 50,000');
  expect(api.callsTo('/api/cashier/deposit/create')).toHaveLength(0);
});

test('pending → completed: the page says so, and wallet.changed is published once', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    const { state } = fakeCashier();
    const changed = jest.fn();
    const stop = subscribeIntent('wallet.changed', changed);
    renderDeposit('/personal/me/deposit?deposit=7');
    expect(await screen.findByTestId('deposit-reference')).toHaveTextContent('NAP7K2M9Q');
    expect(screen.queryByTestId('deposit-outcome')).toBeNull();

    state.deposit = { ...state.deposit, status: 'completed' };
    await act(() => jest.advanceTimersByTimeAsync(DEPOSIT_POLL_MS + 100));
    expect(await screen.findByTestId('deposit-outcome')).toHaveTextContent(
      'Deposit of 200,000 VND received. Your balance has been updated.',
    );
    expect(screen.getByTestId('deposit-pay')).toHaveTextContent('Completed');
    // no more polling once it closed, and no second announcement
    await act(() => jest.advanceTimersByTimeAsync(DEPOSIT_POLL_MS * 3));
    expect(changed).toHaveBeenCalledTimes(1);
    stop();
  } finally {
    jest.useRealTimers();
  }
});

test('a refresh while pending shows the same deposit (its id is in the address)', async () => {
  const { api } = fakeCashier();
  renderDeposit('/personal/me/deposit?deposit=7');
  expect(await screen.findByTestId('deposit-reference')).toHaveTextContent('NAP7K2M9Q');
  expect(api.callsTo('/api/cashier/deposit/get')[0]?.params).toEqual({ id: '7' });
  expect(api.callsTo('/api/cashier/deposit/create')).toHaveLength(0);
});

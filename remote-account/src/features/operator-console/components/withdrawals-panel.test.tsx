import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockBackend, renderWithProviders, setUpUi, signIn } from '../../../test-utils';
import { ConsolePage } from './console-page';

// Issue 50: the super admin reviews pending withdrawals: who (masked), how much, to which account
// (masked), when; approve after a confirm; reject only with a reason.
beforeAll(setUpUi);
beforeEach(signIn);

const row = (id: number, over: object = {}) => ({
  id,
  reference: `RUT00000${id}`,
  userName: 'member01',
  currency: 'VND',
  amount: 100_000,
  status: 'pending',
  reason: null,
  account: {
    id: 9,
    kind: 'bank',
    bankCode: 'VCB',
    bankName: 'Vietcombank',
    number: '*******6789',
    holder: 'N* V* An',
    verified: true,
  },
  createdAt: Date.UTC(2026, 11, 1, 7, 30),
  updatedAt: Date.UTC(2026, 11, 1, 7, 30),
  ...over,
});

function serve(rows: object[]) {
  const api = mockBackend();
  let queue = rows;
  api.on('GET', '/api/operator/withdrawals', () => ({ data: queue }));
  api.on('POST', '/api/operator/withdrawals/approve', (c) => {
    const id = (c.body as { id: number }).id;
    queue = queue.map((w) =>
      (w as { id: number }).id === id ? { ...w, status: 'processing' } : w,
    );
    return { data: queue.find((w) => (w as { id: number }).id === id) };
  });
  api.on('POST', '/api/operator/withdrawals/reject', (c) => {
    const id = (c.body as { id: number }).id;
    queue = queue.filter((w) => (w as { id: number }).id !== id);
    return { data: { ...row(id), status: 'rejected' } };
  });
  api.on('POST', '/api/operator/audit/list', () => ({ data: { records: [], total: 0 } }));
  renderWithProviders(<ConsolePage />, '/withdrawals');
  return api;
}

test('a row shows the amount with its currency, the member and the account masked, the state', async () => {
  serve([row(1)]);
  const queue = await screen.findByTestId('withdrawal-queue');
  expect(queue).toHaveTextContent('100,000 VND');
  expect(queue).toHaveTextContent('Member me****01');
  expect(queue).toHaveTextContent('Vietcombank · *******6789 · N* V* An');
  expect(queue).toHaveTextContent('Waiting for review');
  expect(queue).not.toHaveTextContent('member01');
  expect(screen.getByRole('link', { name: 'Withdrawals' })).toHaveAttribute('aria-current', 'page');
});

test('approve asks first, then sends once and shows the withdrawal being paid', async () => {
  const api = serve([row(1)]);
  await userEvent.click(
    await screen.findByRole('button', { name: 'Approve 100,000 VND for me****01' }),
  );
  expect(api.callsTo('/api/operator/withdrawals/approve')).toHaveLength(0);
  const confirm = screen.getByRole('alertdialog');
  expect(confirm).toHaveTextContent("Send 100,000 VND to me****01's account?");
  await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, apply' }));
  expect(await screen.findByTestId('withdrawal-decided')).toHaveTextContent(
    'Approved: 100,000 VND is being paid.',
  );
  expect(await screen.findByText('Approved, being paid')).toBeVisible();
  const calls = api.callsTo('/api/operator/withdrawals/approve');
  expect(calls.map((c) => c.body)).toEqual([{ id: 1 }]);
  expect(calls[0]!.headers['Idempotency-Key']).toEqual(expect.any(String));
  // a processing withdrawal can still be rejected (the payout failed), not approved again
  expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
});

test('reject needs a reason; the reason is sent trimmed and the row leaves the queue', async () => {
  const api = serve([row(2)]);
  await userEvent.click(
    await screen.findByRole('button', { name: 'Reject 100,000 VND for me****01' }),
  );
  const confirm = screen.getByRole('alertdialog');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, reject' }));
  expect(api.callsTo('/api/operator/withdrawals/reject')).toHaveLength(0);
  const reason = within(confirm).getByLabelText('Reason the member will read');
  expect(reason).toHaveAttribute('aria-invalid', 'true');
  await userEvent.type(reason, '  Tài khoản bị khoá  ');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, reject' }));
  expect(await screen.findByText('No withdrawal is waiting.')).toBeVisible();
  expect(api.callsTo('/api/operator/withdrawals/reject').map((c) => c.body)).toEqual([
    { id: 2, reason: 'Tài khoản bị khoá' },
  ]);
});

test("a refusal is shown in the server's words (another admin decided first)", async () => {
  const api = serve([row(3)]);
  api.on('POST', '/api/operator/withdrawals/approve', () => ({
    code: 2011,
    msg: 'This withdrawal is already processing',
  }));
  await userEvent.click(await screen.findByRole('button', { name: /^Approve/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, apply' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This withdrawal is already processing',
  );
});

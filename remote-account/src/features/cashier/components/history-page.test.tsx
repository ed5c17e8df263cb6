import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, setUpUi, signIn } from '../../../test-utils';
import { fakeCashier, historyRow } from '../testing/fake-cashier';
import { HistoryPage } from './history-page';

// Issue 50 #4: one list of money movements, filtered by type, status and dates, amounts per §5.
beforeAll(setUpUi);
beforeEach(() => signIn());

const ROWS = [
  historyRow(),
  historyRow({
    id: 'W4',
    type: 'withdrawal',
    kind: 'withdraw',
    amount: -100_000,
    status: 'pending',
    reference: 'RUT4ABC',
  }),
  historyRow({ id: 'L9', type: 'bet', kind: 'bet', amount: -20_000.5, reference: '77' }),
  historyRow({ id: 'L2', type: 'deposit', kind: 'deposit', amount: 300_000, reference: 'seed-1' }),
];

function serve() {
  const { api } = fakeCashier();
  api.on('GET', '/api/cashier/history', () => ({
    data: { records: ROWS, total: ROWS.length, current: 1, size: 20 },
  }));
  renderWithProviders(<HistoryPage />);
  return api;
}

const lastParams = (api: ReturnType<typeof serve>) =>
  api.callsTo('/api/cashier/history').at(-1)?.params;

test('rows in the member’s words, signed amounts per §5, the reference of money rows only', async () => {
  serve();
  const rows = await screen.findAllByTestId('history-row');
  expect(rows[0]).toHaveTextContent('Deposit · Bank transfer');
  expect(rows[0]).toHaveTextContent('+200,000');
  expect(rows[0]).toHaveTextContent('NAP7K2M9Q');
  expect(rows[0]).toHaveTextContent('Completed');
  expect(rows[1]).toHaveTextContent('−100,000');
  expect(rows[1]).toHaveTextContent('Pending');
  expect(rows[2]).toHaveTextContent('Bet placed');
  expect(rows[2]).toHaveTextContent('−20,000.5');
  expect(rows[2]).not.toHaveTextContent('77');
  // a deposit the operator credited by hand: no method it did not use, no internal id, no detail
  expect(rows[3]).toHaveTextContent('Deposit · Credited by the operator');
  expect(rows[3]).not.toHaveTextContent('seed-1');
  expect(within(rows[3]!).getByRole('button')).toBeDisabled();
});

test('type and status filters go to the server and start again from page 1', async () => {
  const api = serve();
  await screen.findAllByTestId('history-row');
  expect(lastParams(api)).toEqual({ current: '1', size: '20' });
  await userEvent.selectOptions(screen.getByTestId('history-type'), 'withdrawal');
  await userEvent.selectOptions(screen.getByTestId('history-status'), 'pending');
  expect(lastParams(api)).toEqual({
    type: 'withdrawal',
    status: 'pending',
    current: '1',
    size: '20',
  });
  // every status and type is offered in words, none as an id
  const status = within(screen.getByTestId('history-status'));
  expect(status.getByRole('option', { name: 'Processing' })).toBeInTheDocument();
  expect(status.queryByRole('option', { name: 'processing' })).toBeNull();
});

test('dates send the whole days: from the first day’s start to the last day’s end', async () => {
  const api = serve();
  await screen.findAllByTestId('history-row');
  const from = screen.getByLabelText('From');
  const to = screen.getByLabelText('To');
  await userEvent.type(from, '2026-12-01');
  await userEvent.type(to, '2026-12-02');
  const params = lastParams(api) as { from: string; to: string };
  expect(Number(params.from)).toBe(new Date(2026, 11, 1).getTime());
  expect(Number(params.to)).toBe(new Date(2026, 11, 3).getTime() - 1);
});

test('a deposit row opens its detail with the reference', async () => {
  const api = serve();
  api.on('GET', '/api/cashier/history/detail', () => ({
    data: {
      type: 'deposit',
      deposit: {
        id: 7,
        reference: 'NAP7K2M9Q',
        method: 'bank',
        amount: 200_000,
        status: 'completed',
        reason: null,
        payTo: { qr: '', expiresAt: 0 },
        createdAt: Date.UTC(2026, 11, 1, 7, 30),
        updatedAt: Date.UTC(2026, 11, 1, 7, 31),
      },
      timeline: [
        { from: null, to: 'pending', actor: 'member', at: Date.UTC(2026, 11, 1, 7, 30) },
        { from: 'pending', to: 'completed', actor: 'provider', at: Date.UTC(2026, 11, 1, 7, 31) },
      ],
    },
  }));
  const [first] = await screen.findAllByTestId('history-row');
  await userEvent.click(within(first!).getByRole('button'));
  const detail = await screen.findByTestId('history-detail');
  expect(await within(detail).findByTestId('detail-reference')).toHaveTextContent('NAP7K2M9Q');
  expect(detail).toHaveTextContent('Bank transfer');
  expect(detail).toHaveTextContent('Completed');
  expect(detail).not.toHaveTextContent('provider');
  expect(detail).toHaveFocus();
});

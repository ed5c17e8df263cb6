import { fireEvent, screen, waitFor } from '@testing-library/react';
import { findActivity } from '../../lib/catalog';
import { mockBackend, renderWithProviders, setUpUi, signIn } from '../../test-utils';
import { GiftBoxPanel } from './gift-box-panel';

// Issue 14: a gift box opens once; the server decides what is inside.
const A = '/api/promotion/activity';
let api: ReturnType<typeof mockBackend>;
let status: number;

beforeAll(setUpUi);
beforeEach(() => {
  signIn();
  status = 1;
  api = mockBackend();
  api.on('GET', `${A}/record`, () => ({ data: [] }));
  api.on('POST', `${A}/newMemberGiftPack/isOpen`, () => ({
    data: { id: 3, name: 'Gift', status, amount: 88_000 },
  }));
});

const panel = () =>
  renderWithProviders(
    <GiftBoxPanel def={findActivity('GiftBox')!} activityId={3} bonus={88_000} />,
  );

describe('gift box', () => {
  it('opens once and reveals what the server gave', async () => {
    api.on('POST', `${A}/claim`, () => {
      status = 0;
      return { data: { amount: 88_000, balance: 1_088_000 } };
    });
    panel();
    const button = await screen.findByTestId('open-gift');
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('You got 88,000!');
    expect(screen.getByTestId('gift-state')).toHaveTextContent('+88,000');
    expect(screen.queryByTestId('open-gift')).toBeNull();
    expect(api.callsTo(`${A}/claim`)).toHaveLength(1);
  });

  it('shows an opened box without a button', async () => {
    status = 0;
    panel();
    expect(await screen.findByText('Already opened')).toBeInTheDocument();
    expect(screen.queryByTestId('open-gift')).toBeNull();
  });
});

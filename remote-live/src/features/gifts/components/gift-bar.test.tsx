import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@app/shared/client';
import { sendGift } from '@app/shared/api/live';
import { publishIntent } from '@app/shared/federation';
import { useSessionStore } from '@app/shared/store';
import { GiftBar } from './gift-bar';

jest.mock('@app/shared/api/live', () => ({
  ...jest.requireActual('@app/shared/api/live'),
  sendGift: jest.fn(),
}));
jest.mock('@app/shared/federation', () => ({
  ...jest.requireActual('@app/shared/federation'),
  publishIntent: jest.fn(),
}));

const ROSE = { id: 1, name: 'Rose', price: 10, icon: null, animation: null };
let mockGifts: { data?: unknown[]; isPending: boolean } = { data: [ROSE], isPending: false };
jest.mock('../api/use-gifts', () => ({
  ...jest.requireActual('../api/use-gifts'),
  useGifts: () => mockGifts,
}));

function renderBar() {
  const qc = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={qc}>
      <GiftBar streamId="7" loggedIn live onLogin={() => undefined} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  mockGifts = { data: [ROSE], isPending: false };
  useSessionStore.setState({ balance: 100 });
});

// issue 16: the tray appearing when the gifts arrived pushed the chat down (CLS 0.075 in the room)
it('keeps the tray its height with gift-sized placeholders while the gifts load', () => {
  mockGifts = { data: undefined, isPending: true };
  const { container, rerender } = renderBar();
  const tray = screen.getByRole('listbox', { hidden: true });
  expect(tray).toHaveAttribute('aria-busy', 'true');
  expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(6);
  expect(screen.queryByTestId('gift')).toBeNull();
  mockGifts = { data: [ROSE], isPending: false };
  rerender(
    <QueryClientProvider client={new QueryClient()}>
      <GiftBar streamId="7" loggedIn live onLogin={() => undefined} />
    </QueryClientProvider>,
  );
  expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
  expect(screen.getAllByTestId('gift')).toHaveLength(1);
  expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(0);
});

describe('gift bar (R8: one send per press, the balance refreshed by the host)', () => {
  it('sends once however fast the button is pressed, then announces the wallet change', async () => {
    let resolve: (v: { balance: number; amount: number }) => void = () => undefined;
    jest.mocked(sendGift).mockImplementation(() => new Promise((r) => (resolve = r)));
    renderBar();
    fireEvent.click(await screen.findByTestId('gift'));
    const send = screen.getByTestId('gift-send');
    fireEvent.click(send);
    fireEvent.click(send);
    await waitFor(() => expect(sendGift).toHaveBeenCalled());
    expect(sendGift).toHaveBeenCalledTimes(1);
    expect(jest.mocked(sendGift).mock.calls[0]![0]).toMatchObject({
      streamId: '7',
      giftId: 1,
      count: 1,
    });
    resolve({ balance: 90, amount: 10 });
    await waitFor(() =>
      expect(publishIntent).toHaveBeenCalledWith('wallet.changed', { reason: 'live.gift' }),
    );
  });

  it('repeats the same idempotency key when the same send is retried after a failure', async () => {
    jest
      .mocked(sendGift)
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValueOnce({ balance: 90, amount: 10 });
    renderBar();
    fireEvent.click(await screen.findByTestId('gift'));
    fireEvent.click(screen.getByTestId('gift-send'));
    await waitFor(() => expect(screen.getByTestId('gift-send')).toBeEnabled());
    fireEvent.click(screen.getByTestId('gift-send'));
    await waitFor(() => expect(sendGift).toHaveBeenCalledTimes(2));
    const [a, b] = jest.mocked(sendGift).mock.calls.map((c) => c[0].idempotencyKey);
    expect(a).toBeTruthy();
    expect(a).toBe(b);
  });

  it('says why a send was refused, and a new press after the verdict is a new send', async () => {
    jest
      .mocked(sendGift)
      .mockRejectedValueOnce(new ApiError('business', 'The stream has ended', 3001))
      .mockResolvedValueOnce({ balance: 90, amount: 10 });
    renderBar();
    fireEvent.click(await screen.findByTestId('gift'));
    fireEvent.click(screen.getByTestId('gift-send'));
    expect(await screen.findByRole('alert')).toHaveTextContent('The stream has ended');
    fireEvent.click(screen.getByTestId('gift-send'));
    await waitFor(() => expect(sendGift).toHaveBeenCalledTimes(2));
    const [a, b] = jest.mocked(sendGift).mock.calls.map((c) => c[0].idempotencyKey);
    expect(a).not.toBe(b);
    await waitFor(() => expect(publishIntent).toHaveBeenCalledTimes(1));
  });

  it('refuses a gift above the balance', async () => {
    useSessionStore.setState({ balance: 5 });
    renderBar();
    fireEvent.click(await screen.findByTestId('gift'));
    expect(screen.getByTestId('gift-send')).toBeDisabled();
  });
});

import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { useSessionStore } from '@app/shared/store';
import {
  mockBackend,
  renderWithProviders,
  signInForTest,
  type MockOrigin,
} from '@app/shared/testing';
import { resetSlip, useSlipStore } from '../stores/slip-store';
import {
  pick,
  provider,
  quoteOf,
  setUpSlipUi,
  startFakeSportsbook,
  stubShellServices,
} from '../testing/slip-test-utils';
import { BetSlip } from './bet-slip';

// SPEC R8 / issue 9: placing again after a failed attempt the server may have carried out replays
// it under the same Idempotency-Key; after the server's verdict a new press is a new bet.
const QUOTE = '/v1/order/batchBetMatchMarketOfJumpLine';
const SINGLE = '/v1/order/bet/singlePass';

// the provider is a real local server: its answers may take a while on a busy machine
configure({ asyncUtilTimeout: 5_000 });

let sportsbook: MockOrigin;

beforeAll(async () => {
  await setUpSlipUi();
  sportsbook = await startFakeSportsbook();
  stubShellServices();
});
afterAll(() => sportsbook.close());
beforeEach(() => {
  signInForTest();
  useSessionStore.getState().setBalance(10_000);
  mockBackend().on('GET', '/api/member/rg/get', () => ({ data: null }));
  sportsbook.reset();
  sportsbook.on('POST', QUOTE, () => provider(0, quoteOf([pick(1)])));
  resetSlip();
  useSlipStore.getState().add(pick(1));
});

const keys = () =>
  sportsbook.calls.filter((c) => c.path === SINGLE).map((c) => c.headers['idempotency-key']);

async function placeTwice(first: () => ReturnType<typeof provider>) {
  const answers = [first, () => provider(5, null, 'Market closed')];
  sportsbook.on('POST', SINGLE, () => answers.shift()!());
  renderWithProviders(<BetSlip />);
  await waitFor(() => expect(useSlipStore.getState().items[0]?.state).toBe('open'));
  act(() => useSlipStore.getState().setStake('101:1', '50'));
  fireEvent.click(screen.getByTestId('place-bet'));
  await screen.findByTestId('slip-error');
  await waitFor(() => expect(screen.getByTestId('place-bet')).toBeEnabled());
  fireEvent.click(screen.getByTestId('place-bet'));
  await waitFor(() => expect(keys()).toHaveLength(2));
  return keys();
}

describe('placing again', () => {
  it('after an HTTP failure sends the same Idempotency-Key', async () => {
    const [a, b] = await placeTwice(() => ({ status: 502, json: { message: 'bad gateway' } }));
    expect(a).toEqual(expect.any(String));
    expect(b).toBe(a);
  });

  it('after a refusal sends a new Idempotency-Key', async () => {
    const [a, b] = await placeTwice(() => provider(5, null, 'Market closed'));
    expect(a).toEqual(expect.any(String));
    expect(b).not.toBe(a);
  });
});

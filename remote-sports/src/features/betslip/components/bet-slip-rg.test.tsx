import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDateTimeWithYear } from '@app/shared/rules';
import { useMoneyInFlight, useSessionStore } from '@app/shared/store';
import type { RgLimit, RgState } from '@app/shared/api/rg';
import {
  deferred,
  mockBackend,
  renderWithProviders,
  signInForTest,
  type MockOrigin,
  type MockReply,
} from '@app/shared/testing';
import { readSlipQuote } from '../lib/quote';
import { applySlipQuote } from '../stores/slip-quote-actions';
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

// Issue 18: the slip shows the member's limits and break; the server stays the judge.
const RG = '/api/member/rg/get';
const QUOTE = '/v1/order/batchBetMatchMarketOfJumpLine';
const SINGLE = '/v1/order/bet/singlePass';
const UNTIL = Date.UTC(2031, 0, 15, 8, 30);

// the provider is a real local server: its answers may take a while on a busy machine
configure({ asyncUtilTimeout: 5_000 });

const row = (
  kind: RgLimit['kind'],
  period: RgLimit['period'],
  amount: number | null,
  used = 0,
) => ({
  kind,
  period,
  amount,
  used,
  remaining: amount === null ? null : Math.max(0, amount - used),
  pending: null,
});
const rgState = (over: Partial<RgState> = {}): RgState => ({
  limits: [
    row('stake', 'day', null),
    row('stake', 'week', null),
    row('stake', 'month', null),
    row('loss', 'day', null),
    row('loss', 'week', null),
    row('loss', 'month', null),
  ],
  realityCheckMinutes: 60,
  exclusion: null,
  now: Date.now(),
  ...over,
});
const withDailyStakeLimit = () =>
  rgState({ limits: [row('stake', 'day', 500, 350), row('loss', 'month', 1000, 100)] });

let api: ReturnType<typeof mockBackend>;
let sportsbook: MockOrigin;
let state: RgState;

beforeAll(async () => {
  await setUpSlipUi();
  sportsbook = await startFakeSportsbook();
  stubShellServices();
});
afterAll(() => sportsbook.close());
beforeEach(() => {
  signInForTest();
  useSessionStore.getState().setBalance(10_000);
  state = rgState();
  api = mockBackend();
  api.on('GET', RG, () => ({ data: state }));
  sportsbook.reset();
  sportsbook.on('POST', QUOTE, () => provider(0, quoteOf([pick(1)])));
  resetSlip();
  useSlipStore.getState().add(pick(1));
});

const rgReads = () => api.callsTo(RG).length;
const bets = () => sportsbook.calls.filter((c) => c.path === SINGLE);
const placeButton = () => screen.getByTestId('place-bet');

async function openSlipWithStake(stake: string) {
  renderWithProviders(<BetSlip />);
  await waitFor(() => expect(useSlipStore.getState().items[0]?.state).toBe('open'));
  act(() => useSlipStore.getState().setStake('101:1', stake));
}

describe('the remaining allowance', () => {
  it('shows the tightest limit and blocks a total stake over it', async () => {
    state = withDailyStakeLimit();
    await openSlipWithStake('200');
    expect(await screen.findByTestId('slip-rg-allowance')).toHaveTextContent(
      'You can stake 150 VND more (daily stake limit)',
    );
    expect(screen.getByTestId('slip-problem')).toHaveTextContent(
      'This is over your daily stake limit: you can stake 150 VND more.',
    );
    expect(placeButton()).toBeDisabled();
    act(() => useSlipStore.getState().setStake('101:1', '150'));
    expect(placeButton()).toBeEnabled();
    expect(screen.queryByTestId('slip-problem')).toBeNull();
  });
});

describe('a break', () => {
  it('shows until when, with the year, and disables Place while the picks stay', async () => {
    state = rgState({
      exclusion: { kind: 'timeout', period: '7d', startedAt: Date.now(), until: UNTIL },
    });
    await openSlipWithStake('50');
    const banner = await screen.findByTestId('slip-rg-break');
    expect(banner).toHaveTextContent(
      `You are taking a break until ${formatDateTimeWithYear(UNTIL, 'en')}`,
    );
    expect(banner).toHaveTextContent('2031');
    expect(placeButton()).toBeDisabled();
    fireEvent.click(placeButton());
    expect(within(screen.getByTestId('bet-slip')).getByText('Team 1')).toBeInTheDocument();
    expect(bets()).toHaveLength(0);
    // a reservation is a bet too
    fireEvent.click(screen.getByTestId('reserve-open'));
    expect(screen.getByTestId('reserve-submit')).toBeDisabled();
  });
});

describe('placing', () => {
  it('holds the reality check while the bet is in flight and re-reads the limits after it', async () => {
    const answer = deferred<MockReply>();
    sportsbook.on('POST', SINGLE, () => answer.promise);
    await openSlipWithStake('50');
    await waitFor(() => expect(rgReads()).toBe(1));
    fireEvent.click(placeButton());
    await waitFor(() => expect(bets()).toHaveLength(1));
    expect(useMoneyInFlight.getState().count).toBe(1);
    await act(async () =>
      answer.resolve(provider(0, [{ marketId: '101', orderId: '9', status: 4 }])),
    );
    expect(await screen.findByTestId('receipt')).toHaveAttribute('data-status', '4');
    expect(useMoneyInFlight.getState().count).toBe(0);
    await waitFor(() => expect(rgReads()).toBe(2));
  });

  it.each([
    [
      2003,
      { kind: 'stake', period: 'day', limit: 500, remaining: 40 },
      'This bet is over your stake limit for the last 24 hours. You can stake up to 40 more.',
    ],
    [
      2004,
      { kind: 'timeout', until: UNTIL },
      `You are taking a break until ${formatDateTimeWithYear(UNTIL, 'en')}.`,
    ],
  ])(
    'a %s refusal shows its translated reason, places nothing and re-reads the limits',
    async (code, data, text) => {
      sportsbook.on('POST', SINGLE, () => provider(code, data, 'Refused by responsible gambling'));
      await openSlipWithStake('50');
      await waitFor(() => expect(rgReads()).toBe(1));
      fireEvent.click(placeButton());
      const error = await screen.findByTestId('slip-error');
      expect(error).toHaveTextContent(text);
      expect(screen.queryByTestId('receipt')).toBeNull();
      expect(useSlipStore.getState().items).toHaveLength(1);
      await waitFor(() => expect(rgReads()).toBe(2));
      expect(useMoneyInFlight.getState().count).toBe(0);
      // the next price refresh of the picks keeps the reason on screen
      act(() => applySlipQuote(readSlipQuote(quoteOf([pick(1)])), 1));
      expect(screen.getByTestId('slip-error')).toHaveTextContent(text);
    },
  );
});

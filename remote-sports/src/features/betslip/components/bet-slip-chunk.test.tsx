import { act, fireEvent, screen } from '@testing-library/react';
import { mockBackend, renderWithProviders, signInForTest } from '@app/shared/testing';
import { SportsLayout } from '../../../app/sports-layout';
import { resetSlip, useSlipStore } from '../stores/slip-store';
import { pick, setUpSlipUi, stubShellServices } from '../testing/slip-test-utils';
import { BetSlip, SlipContents } from './bet-slip';

// Issue 16: what the slip shows once it holds something (quotes, stakes, placing) is a chunk of its
// own; /sports's first screen carries only the count, the title and the empty slip.
const loaded = jest.fn();
jest.mock('./slip-contents', () => {
  loaded();
  return { SlipContents: () => <p>the slip's picks</p> };
});

beforeAll(async () => {
  await setUpSlipUi();
  stubShellServices();
});
beforeEach(() => {
  loaded.mockClear();
  signInForTest();
  mockBackend().on('GET', '/api/member/rg/get', () => ({ data: null }));
  resetSlip();
});

it('shows an empty slip without fetching its contents, and fetches them with the first pick', async () => {
  renderWithProviders(<BetSlip />);
  expect(screen.getByText('Your bet slip is empty. Tap a price to add it.')).toBeVisible();
  expect(screen.getByTestId('slip-count')).toHaveTextContent('0');
  expect(loaded).not.toHaveBeenCalled();

  act(() => void useSlipStore.getState().add(pick(1)));
  expect(screen.getByTestId('slip-count')).toHaveTextContent('1');
  expect(await screen.findByText("the slip's picks")).toBeVisible();
  expect(loaded).toHaveBeenCalledTimes(1);
});

it('fetches them as the visitor starts using the list, before a tap on a price', () => {
  const preload = jest.spyOn(SlipContents, 'preload').mockResolvedValue(undefined);
  renderWithProviders(<SportsLayout />, '/sports');
  expect(preload).not.toHaveBeenCalled();
  fireEvent.pointerMove(screen.getByTestId('bet-slip'));
  expect(preload).toHaveBeenCalledTimes(1);
});

it("the bar's total is what the stakes add up to, without the contents' checks (issue 16)", () => {
  renderWithProviders(<BetSlip />);
  const total = () => screen.getByTestId('slip-bar').querySelector('strong');
  expect(total()).toHaveTextContent(/^0 VND$/);
  act(() => {
    const slip = useSlipStore.getState();
    slip.add(pick(1));
    slip.add(pick(2));
    slip.setStake(`101:${pick(1).outcomeId}`, '150');
    slip.setStake(`201:${pick(2).outcomeId}`, '1,000');
  });
  expect(total()).toHaveTextContent(/^1,150 VND$/);
  // a parlay's series: 2 legs, one bet of the 2-fold at a unit stake of 30
  act(() => {
    useSlipStore.setState({
      mode: 'parlay',
      series: [{ sn: 2, bets: 1, odds: 4, min: null, max: null }],
    });
    useSlipStore.getState().setSeriesStake(2, '30');
  });
  expect(total()).toHaveTextContent(/^30 VND$/);
});

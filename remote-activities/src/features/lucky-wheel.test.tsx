import { act, fireEvent, screen } from '@testing-library/react';
import type * as ApiModule from './activity-api';
import * as api from './activity-api';
import { LuckyWheel, targetRotation } from './lucky-wheel';
import { deferred, renderWithProviders, setUpUi, signIn, signOut } from './test-utils';

jest.mock('./activity-api', () => ({
  ...jest.requireActual<typeof ApiModule>('./activity-api'),
  fetchWheelDetail: jest.fn(),
  fetchSpinsLeft: jest.fn(),
  fetchWinners: jest.fn(),
  drawWheel: jest.fn(),
}));

const draw = jest.mocked(api.drawWheel);
const PRIZES = ['Better luck', '8,000', '18,000', '58,000'].map((name, index) => ({
  id: index + 1,
  name,
  amount: index * 1000,
  index,
}));

beforeAll(setUpUi);
beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(api.fetchWheelDetail).mockResolvedValue({
    activityId: 1,
    dailyChances: 3,
    prizes: PRIZES,
  });
  jest.mocked(api.fetchSpinsLeft).mockResolvedValue(3);
  jest.mocked(api.fetchWinners).mockResolvedValue([{ userName: 'me***01', amount: 8000 }]);
});

describe('lucky wheel', () => {
  it('asks a guest to log in and cannot spin', async () => {
    signOut();
    renderWithProviders(<LuckyWheel />);
    expect(await screen.findByText('Log in to spin')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Spin' })).toBeDisabled();
    expect(api.fetchSpinsLeft).not.toHaveBeenCalled();
  });

  it('draws once on a double click, with an Idempotency-Key, and shows the prize', async () => {
    signIn();
    const pending = deferred<api.SpinResult>();
    draw.mockReturnValue(pending.promise);
    renderWithProviders(<LuckyWheel />);
    expect(await screen.findByTestId('spins-left')).toHaveTextContent('Spins left today: 3');
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    const button = screen.getByRole('button', { name: 'Spin' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.doubleClick(button);
    expect(draw).toHaveBeenCalledTimes(1);
    expect(draw.mock.calls[0]?.[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(button).toBeDisabled();
    await act(async () =>
      pending.resolve({
        index: 2,
        prize: { id: 3, name: '18.000 ₫', amount: 18000 },
        balance: 518000,
        num: 2,
      }),
    );
    expect(screen.getByTestId('wheel-result')).toHaveTextContent('You won 18,000!');
    expect(screen.getByTestId('spins-left')).toHaveTextContent('Spins left today: 2');
    expect(button).toBeEnabled();
  });

  it('says so when no spins are left', async () => {
    signIn();
    jest.mocked(api.fetchSpinsLeft).mockResolvedValue(0);
    renderWithProviders(<LuckyWheel />);
    expect(await screen.findByText(/No spins left today/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spin' })).toBeDisabled();
  });

  it('shows a draw error inline', async () => {
    signIn();
    draw.mockRejectedValue(new Error('No spins left today'));
    renderWithProviders(<LuckyWheel />);
    await screen.findByTestId('spins-left');
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No spins left today');
  });

  it('stops with the drawn segment under the pointer', () => {
    for (const [index, count] of [
      [0, 8],
      [3, 8],
      [7, 8],
      [2, 5],
    ] as const) {
      const r = targetRotation(123, index, count);
      expect(r).toBeGreaterThanOrEqual(123 + 5 * 360);
      const centre = (index + 0.5) * (360 / count);
      expect((((r + centre) % 360) + 360) % 360).toBeCloseTo(0);
    }
  });
});

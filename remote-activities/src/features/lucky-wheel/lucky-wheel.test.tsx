import { act, fireEvent, screen } from '@testing-library/react';
import { subscribeIntent } from '@app/shared/federation';
import {
  deferred,
  mockBackend,
  renderWithProviders,
  setUpUi,
  signIn,
  signOut,
} from '../../test-utils';
import { LuckyWheel } from './lucky-wheel';
import { targetRotation } from './use-spin';

// Issue 14 / research §3: the server draws, the wheel animates; one draw per press, never two.
const T = '/api/promotion/activity/turntable';
const PRIZES = ['Better luck', '8,000', '18,000', '58,000'].map((name, index) => ({
  id: index + 1,
  name,
  amount: index * 1000,
  index,
}));
let api: ReturnType<typeof mockBackend>;
let left: number;

beforeAll(setUpUi);
beforeEach(() => {
  left = 3;
  api = mockBackend();
  api.on('GET', `${T}/detail`, () => ({
    data: { activityId: 1, dailyChances: 3, prizes: PRIZES },
  }));
  api.on('GET', `${T}/user/num`, () => ({ data: { num: left } }));
  api.on('POST', `${T}/record`, () => ({ data: [{ userName: 'me***01', amount: 8000 }] }));
});

describe('lucky wheel', () => {
  it('writes slice amounts as the site does, the currency code on its own line', async () => {
    signOut();
    renderWithProviders(<LuckyWheel />);
    const labels = await screen.findAllByTestId('slice-label');
    expect(labels.map((l) => l.textContent)).toEqual([
      'Try again',
      '1,000VND',
      '2,000VND',
      '3,000VND',
    ]);
    expect(labels[1]!.lastElementChild).toHaveTextContent('VND');
  });

  it('asks a guest to log in and cannot spin', async () => {
    signOut();
    renderWithProviders(<LuckyWheel />);
    expect(await screen.findByRole('button', { name: 'Log in to spin' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Spin' })).toBeDisabled();
    expect(api.callsTo(`${T}/user/num`)).toHaveLength(0);
  });

  it('draws once on a double click, with an Idempotency-Key, and shows the prize', async () => {
    signIn();
    const intents: string[] = [];
    const stop = subscribeIntent('wallet.changed', (p) => intents.push(p.reason));
    const pending = deferred<unknown>();
    api.on('GET', `${T}/prize/get`, () => pending.promise.then((data) => ({ data })));
    renderWithProviders(<LuckyWheel />);
    expect(await screen.findByTestId('spins-left')).toHaveTextContent('3 spins left today');
    const button = screen.getByRole('button', { name: 'Spin' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.doubleClick(button);
    expect(button).toBeDisabled();
    await act(async () =>
      pending.resolve({
        index: 2,
        prize: { id: 3, name: '18,000 VND', amount: 18000 },
        balance: 518000,
        num: 2,
      }),
    );
    expect(await screen.findByTestId('wheel-result')).toHaveTextContent('You won 18,000 VND!');
    expect(screen.getByTestId('spins-left')).toHaveTextContent('2 spins left today');
    const draws = api.callsTo(`${T}/prize/get`);
    expect(draws).toHaveLength(1);
    expect(draws[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(intents).toEqual(['claim']);
    stop();
  });

  it('retries a draw that got no answer under the same key, and a new press after it under a new one (R8)', async () => {
    signIn();
    let answer: 'none' | 'win' = 'none';
    api.on('GET', `${T}/prize/get`, () =>
      answer === 'none'
        ? { transport: 'network' }
        : { data: { index: 1, prize: { id: 2, name: '8,000', amount: 0 }, balance: 1, num: 2 } },
    );
    renderWithProviders(<LuckyWheel />);
    await screen.findByTestId('spins-left');
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    answer = 'win';
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await screen.findByTestId('wheel-result');
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    const keys = api.callsTo(`${T}/prize/get`).map((c) => c.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('credits a prize at once when the member leaves while the wheel still turns', async () => {
    signIn();
    const intents: string[] = [];
    const stop = subscribeIntent('wallet.changed', (p) => intents.push(p.reason));
    const media = window.matchMedia;
    window.matchMedia = ((q: string) => ({ matches: false, media: q })) as typeof window.matchMedia;
    try {
      api.on('GET', `${T}/prize/get`, () => ({
        data: { index: 2, prize: { id: 3, name: '18,000', amount: 18000 }, balance: 9, num: 2 },
      }));
      const view = renderWithProviders(<LuckyWheel />);
      await screen.findByTestId('spins-left');
      fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
      expect(await screen.findByRole('button', { name: 'Spinning…' })).toBeDisabled();
      expect(intents).toEqual([]); // the prize waits for the wheel to stop
      view.unmount();
      await act(async () => new Promise((r) => setTimeout(r, 20)));
      expect(intents).toEqual(['claim']);
    } finally {
      window.matchMedia = media;
      stop();
    }
  });

  it('says so when no spins are left', async () => {
    signIn();
    left = 0;
    renderWithProviders(<LuckyWheel />);
    expect(await screen.findByText(/No spins left today/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spin' })).toBeDisabled();
  });

  it('shows a refused draw in the UI language', async () => {
    signIn();
    api.on('GET', `${T}/prize/get`, () => ({ code: 2002, msg: 'No spins left today (server)' }));
    renderWithProviders(<LuckyWheel />);
    await screen.findByTestId('spins-left');
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No spins left today. Come back tomorrow!',
    );
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

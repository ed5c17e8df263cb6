import { fireEvent, screen, waitFor } from '@testing-library/react';
import { formatDateTimeWithYear } from '@app/shared/rules';
import type { RgState } from '@app/shared/api/rg';
import { GiftBoxPanel } from '../features/gift-box/gift-box-panel';
import { LuckyWheel } from '../features/lucky-wheel/lucky-wheel';
import { SignInPanel } from '../features/sign-in/sign-in-panel';
import { findActivity } from '../lib/catalog';
import { mockBackend, renderWithProviders, setUpUi, signIn } from '../test-utils';
import { ActivityScreen } from './activity-screen';

// Issue 18: no claim, draw or reward sign-up during a time-out or self-exclusion.
const A = '/api/promotion/activity';
const RG = '/api/member/rg/get';
const UNTIL = Date.UTC(2031, 0, 15, 8, 30);
const onBreak: RgState = {
  limits: [],
  realityCheckMinutes: 60,
  exclusion: { kind: 'timeout', period: '30d', startedAt: Date.now(), until: UNTIL },
  now: Date.now(),
};

let api: ReturnType<typeof mockBackend>;
let state: RgState;

beforeAll(setUpUi);
beforeEach(() => {
  signIn();
  state = { ...onBreak, exclusion: null };
  api = mockBackend();
  api.on('GET', RG, () => ({ data: state }));
  api.on('GET', '/registry', () => ({ data: { remotes: [], activities: {} } }));
  api.on('GET', `${A}/list`, () => ({ data: [{ id: 4, key: 'sign-activity', type: 'sign' }] }));
  api.on('POST', `${A}/click`, () => ({ data: true }));
  api.on('GET', `${A}/record`, () => ({ data: [] }));
  api.on('GET', `${A}/eligibility`, () => ({
    data: { activityId: 3, amount: 88_000, eligible: true, claimed: false, refusal: null },
  }));
  api.on('GET', `${A}/turntable/detail`, () => ({
    data: { activityId: 1, dailyChances: 3, prizes: [{ id: 1, name: 'x', amount: 0, index: 0 }] },
  }));
  api.on('GET', `${A}/turntable/user/num`, () => ({ data: { num: 3 } }));
  api.on('POST', `${A}/turntable/record`, () => ({ data: [] }));
  api.on('POST', `${A}/claim`, () => ({ data: { amount: 10_000, balance: 510_000 } }));
});

describe('promotions during a break', () => {
  it('the page says until when and the claim button is disabled, pointing at it', async () => {
    state = onBreak;
    renderWithProviders(<ActivityScreen def={findActivity('sign-activity')!} />);
    const notice = await screen.findByTestId('activity-rg-break');
    expect(notice).toHaveTextContent(
      `You are taking a break until ${formatDateTimeWithYear(UNTIL, 'en')}`,
    );
    const button = screen.getByTestId('sign-in-today');
    await waitFor(() => expect(api.callsTo(`${A}/record`)).toHaveLength(1));
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/You are taking a break until/);
    fireEvent.click(button);
    expect(api.callsTo(`${A}/claim`)).toHaveLength(0);
  });

  it.each([
    [
      'the gift box',
      <GiftBoxPanel key="gift" def={findActivity('GiftBox')!} activityId={3} bonus={1} />,
      'Open the box',
      /Up to 88,000/,
    ],
    ['the lucky wheel', <LuckyWheel key="wheel" />, 'Spin', /3 spins left/],
  ])('%s cannot be drawn', async (_, view, name, loaded) => {
    state = onBreak;
    renderWithProviders(view);
    await screen.findByText(loaded);
    // loaded, so only the break can keep it disabled
    await waitFor(() => expect(screen.getByRole('button', { name })).toBeDisabled());
  });

  it('a server refusal for a break shows its translated message and re-reads the break', async () => {
    api.on('POST', `${A}/claim`, () => ({ code: 2004, msg: 'Excluded' }));
    renderWithProviders(
      <SignInPanel def={findActivity('sign-activity')!} activityId={4} bonus={10_000} />,
    );
    const button = await screen.findByTestId('sign-in-today');
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^You are taking a break until .*Betting, games and promotions are closed until then\.$/,
    );
    await waitFor(() => expect(api.callsTo(RG)).toHaveLength(2));
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { subscribeIntent } from '@app/shared/federation';
import { todayKey } from '@app/shared/rules';
import { useSessionStore } from '@app/shared/store';
import { findActivity } from '../../lib/catalog';
import { mockBackend, renderWithProviders, setUpUi, signIn, signOut } from '../../test-utils';
import { SignInPanel } from './sign-in-panel';

// Issue 14 / SPEC §4: one check-in per day; a repeat is refused in the UI language.
const A = '/api/promotion/activity';
let api: ReturnType<typeof mockBackend>;
let rows: Array<Record<string, unknown>>;

beforeAll(setUpUi);
beforeEach(() => {
  signIn();
  rows = [];
  api = mockBackend();
  api.on('GET', `${A}/record`, () => ({ data: rows }));
});

const panel = () =>
  renderWithProviders(
    <SignInPanel def={findActivity('sign-activity')!} activityId={4} bonus={10_000} />,
  );

describe('sign-in calendar', () => {
  it('checks in once for a double click, credits the wallet and marks today', async () => {
    const intents: string[] = [];
    const stop = subscribeIntent('wallet.changed', (p) => intents.push(p.reason));
    api.on('POST', `${A}/claim`, () => {
      rows = [{ id: 1, kind: 'claim', amount: 10_000, createdAt: new Date().toISOString() }];
      return { data: { amount: 10_000, balance: 510_000 } };
    });
    panel();
    const button = await screen.findByRole('button', { name: 'Check in today' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('Checked in! +10,000');
    expect(api.callsTo(`${A}/claim`)).toHaveLength(1);
    expect(api.callsTo(`${A}/claim`)[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{16,}$/);
    expect(useSessionStore.getState().balance).toBe(510_000);
    expect(intents).toEqual(['claim']);
    expect(await screen.findByRole('button', { name: /Checked in today/ })).toBeDisabled();
    const today = document.querySelector(`[data-day="${todayKey(Date.now())}"]`);
    expect(today).toHaveAttribute('data-status', 'signed');
    stop();
  });

  it('shows a refused repeat in the UI language, not the server text', async () => {
    api.on('POST', `${A}/claim`, () => ({ code: 2002, msg: 'Already checked in today' }));
    panel();
    const button = await screen.findByRole('button', { name: 'Check in today' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already checked in today. Come back tomorrow!',
    );
    expect(screen.queryByText('Already checked in today')).toBeNull();
  });

  it('asks a guest to log in and sends nothing', async () => {
    signOut();
    panel();
    expect(await screen.findByTestId('join')).toHaveTextContent('Log in to join');
    expect(api.calls).toHaveLength(0);
  });

  // issue 53 #11: "+10,000" overflowed a seventh of a phone's width; the cell shows the compact
  // figure (SPEC §5) and keeps the full amount for assistive technology
  it('labels each day with the compact reward, full amount as its title', async () => {
    panel();
    const day = document.querySelector(`[data-day="${todayKey(Date.now())}"]`)!;
    const reward = day.querySelector('[data-testid="day-reward"]')!;
    expect(reward).toHaveTextContent(/^\+10k$/);
    expect(reward).toHaveAttribute('title', '+10,000');
  });
});

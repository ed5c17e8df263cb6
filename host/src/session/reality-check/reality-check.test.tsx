import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { getRgSession, getRgState, type RgState } from '@app/shared/api/member';
import { safeSession } from '@app/shared/rules';
import { useMoneyInFlight, useSessionStore } from '@app/shared/store';
import { logout } from '../session-actions';
import { PLAY_SESSION_KEY, recordSessionStart } from '../session-start';
import { setupI18n } from '../test-utils';
import RealityCheck from './reality-check';
import { registerRealityCheckMessages } from './reality-check-i18n';

// Issue 18 reality check: every N minutes of session time (browser clock, from the login) a dialog
// shows the time played and the session's result; it waits for a bet in flight, Continue re-arms it
// for the next multiple of N, 0 turns it off, Log out logs out.

// the query factories call shared's module directly, so the mock replaces that module
jest.mock('../../../../shared/src/api/rg/responsible-gambling', () => ({
  ...jest.requireActual('../../../../shared/src/api/rg/responsible-gambling'),
  getRgState: jest.fn(),
  getRgSession: jest.fn(),
}));
jest.mock('../session-actions', () => ({ logout: jest.fn(async () => undefined) }));
// when the dialog's code was fetched (fake time): once per file, so the first test checks it
const mockDialogLoad: { at: number | null } = { at: null };
jest.mock('./reality-check-dialog', () => {
  mockDialogLoad.at = Date.now();
  return jest.requireActual('./reality-check-dialog');
});

const MIN = 60_000;
const T0 = Date.parse('2026-11-22T08:00:00Z');

function rgState(patch: Partial<RgState> = {}): RgState {
  return { limits: [], realityCheckMinutes: 60, exclusion: null, now: T0, ...patch };
}

const SESSION = { startedAt: T0, now: T0, staked: 500, returned: 650, net: 150 };

/** Lets timers run for `ms` of fake time, then the calls the effects started answer. */
async function advance(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
  for (let i = 0; i < 2; i += 1) await act(() => jest.advanceTimersByTimeAsync(0));
}

const dialog = () => screen.queryByTestId('reality-check');

function renderCheck() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RealityCheck userName="member01" />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await setupI18n();
  registerRealityCheckMessages();
});
beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
  jest.clearAllMocks();
  sessionStorage.clear();
  useMoneyInFlight.setState({ count: 0 });
  useSessionStore.getState().signIn({ token: 'tok', username: 'member01' });
  jest.mocked(getRgState).mockResolvedValue(rgState());
  jest.mocked(getRgSession).mockResolvedValue(SESSION);
  recordSessionStart('member01', T0);
});
afterEach(() => jest.useRealTimers());

describe('reality check (issue 18)', () => {
  // first in the file: the dialog module loads once per file
  it("fetches the dialog's code five minutes before the check, not with the clock", async () => {
    renderCheck();
    await advance(55 * MIN - 1000);
    expect(mockDialogLoad.at).toBeNull();
    await advance(1000);
    expect(mockDialogLoad.at).toBe(T0 + 55 * MIN);
    await advance(5 * MIN);
    expect(dialog()).not.toBeNull();
  });

  it('opens after N minutes of session time and not before, with the result', async () => {
    renderCheck();
    await advance(60 * MIN - 1000);
    expect(dialog()).toBeNull();
    expect(getRgSession).not.toHaveBeenCalled();
    await advance(1000);
    const check = screen.getByRole('alertdialog', { name: 'Time check' });
    expect(check).toHaveAttribute('data-testid', 'reality-check');
    expect(check).toHaveAccessibleDescription(/You have been playing for 1 h 0 min\./);
    const net = screen.getByTestId('reality-check-net');
    expect(net).toHaveTextContent('+150');
    expect(net).toHaveAttribute('data-outcome', 'win');
    expect(check).toHaveTextContent('Staked500');
    expect(check).toHaveTextContent('Returned650');
    expect(screen.getByTestId('reality-check-continue')).toHaveFocus();
  });

  it('shows a loss in the loss colour', async () => {
    jest.mocked(getRgSession).mockResolvedValue({ ...SESSION, returned: 300, net: -200 });
    renderCheck();
    await advance(60 * MIN);
    expect(screen.getByTestId('reality-check-net')).toHaveTextContent('-200');
    expect(screen.getByTestId('reality-check-net')).toHaveAttribute('data-outcome', 'loss');
  });

  it('waits while a bet is in flight and opens right after its answer', async () => {
    renderCheck();
    await advance(59 * MIN);
    act(() => useMoneyInFlight.setState({ count: 1 }));
    await advance(6 * MIN);
    expect(dialog()).toBeNull();
    act(() => useMoneyInFlight.setState({ count: 0 }));
    await advance(0);
    expect(dialog()).toHaveTextContent('You have been playing for 1 h 5 min.');
  });

  it('Continue closes it until the next multiple of the interval', async () => {
    jest.mocked(getRgState).mockResolvedValue(rgState({ realityCheckMinutes: 15 }));
    renderCheck();
    await advance(15 * MIN);
    expect(dialog()).toHaveTextContent('You have been playing for 15 min.');
    await advance(2 * MIN); // the member reads it for a while
    fireEvent.click(screen.getByTestId('reality-check-continue'));
    expect(dialog()).toBeNull();
    expect(safeSession.getJSON(PLAY_SESSION_KEY)).toMatchObject({ acknowledgedMs: 17 * MIN });
    await advance(13 * MIN - 1000);
    expect(dialog()).toBeNull();
    await advance(1000);
    expect(dialog()).toHaveTextContent('You have been playing for 30 min.');
    expect(getRgSession).toHaveBeenCalledTimes(2); // read afresh for each check
  });

  it('Escape continues too', async () => {
    renderCheck();
    await advance(60 * MIN);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dialog()).toBeNull();
    await advance(59 * MIN);
    expect(dialog()).toBeNull();
    await advance(1 * MIN);
    expect(dialog()).toHaveTextContent('2 h 0 min');
  });

  it('never opens when the member turned it off (0)', async () => {
    jest.mocked(getRgState).mockResolvedValue(rgState({ realityCheckMinutes: 0 }));
    renderCheck();
    await advance(5 * 60 * MIN);
    expect(dialog()).toBeNull();
  });

  it('uses 60 minutes while the setting is unknown', async () => {
    jest.mocked(getRgState).mockReturnValue(new Promise(() => undefined));
    renderCheck();
    await advance(60 * MIN - 1000);
    expect(dialog()).toBeNull();
    await advance(1000);
    expect(dialog()).not.toBeNull();
  });

  it('does not run during a time-out (the member is not playing)', async () => {
    jest.mocked(getRgState).mockResolvedValue(
      rgState({
        exclusion: { kind: 'timeout', period: '24h', startedAt: T0, until: T0 + 24 * 60 * MIN },
      }),
    );
    renderCheck();
    await advance(3 * 60 * MIN);
    expect(dialog()).toBeNull();
  });

  it('counts from the login across a reload, and opens at once when a check fell due meanwhile', async () => {
    recordSessionStart('member01', T0 - 50 * MIN);
    const first = renderCheck();
    await advance(10 * MIN - 1000);
    expect(dialog()).toBeNull();
    first.unmount(); // reload just before the hour
    await advance(5 * MIN);
    renderCheck();
    await advance(0);
    expect(dialog()).toHaveTextContent('You have been playing for 1 h 4 min.');
  });

  it('starts at mount when no start is kept (a tab opened on a kept login)', async () => {
    sessionStorage.clear();
    await advance(30 * MIN);
    renderCheck();
    await advance(60 * MIN - 1000);
    expect(dialog()).toBeNull();
    await advance(1000);
    expect(dialog()).toHaveTextContent('1 h 0 min');
  });

  it('still shows the time played when the result cannot be read', async () => {
    jest.mocked(getRgSession).mockRejectedValue(new Error('down'));
    renderCheck();
    await advance(60 * MIN);
    expect(dialog()).toHaveTextContent('You have been playing for 1 h 0 min.');
    expect(screen.getByTestId('reality-check-unavailable')).toHaveTextContent(
      'The session result is unavailable right now.',
    );
    expect(screen.queryByTestId('reality-check-net')).toBeNull();
  });

  it('Log out logs the member out', async () => {
    jest.mocked(logout).mockReturnValue(new Promise(() => undefined));
    renderCheck();
    await advance(60 * MIN);
    fireEvent.click(screen.getByTestId('reality-check-logout'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('reality-check-logout')).toHaveTextContent('Logging out…');
    expect(screen.getByTestId('reality-check-logout')).toBeDisabled();
  });
});

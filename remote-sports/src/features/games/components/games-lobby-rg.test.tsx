import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { formatDateTimeWithYear } from '@app/shared/rules';
import { setShellServices } from '@app/shared/federation';
import { useMoneyInFlight, useSessionStore } from '@app/shared/store';
import type { RgState } from '@app/shared/api/rg';
import { deferred, type MockAnswer } from '@app/shared/testing';
import { fakeGameBackend, renderAt, seedLobbies, setUpGamesUi } from '../testing/games-test-utils';
import { GamesLobbyPage } from './games-lobby-page';

// Issue 18: no game opens during a time-out or self-exclusion; the server stays the judge.
const JUMP = '/api/game/bet/single-wallet/jump';
const RG = '/api/member/rg/get';
const GAME_URL = 'http://127.0.0.1:4000/game/play?s=abc';
const UNTIL = Date.UTC(2031, 0, 15, 8, 30);

const rgState = (exclusion: RgState['exclusion']): RgState => ({
  limits: [],
  realityCheckMinutes: 60,
  exclusion,
  now: Date.now(),
});

let api: ReturnType<typeof fakeGameBackend>;
let state: RgState;

beforeAll(setUpGamesUi);
beforeEach(() => {
  state = rgState(null);
  api = fakeGameBackend();
  api.on('/api/game/home/slot/list', () => ({ data: seedLobbies() }));
  api.on(JUMP, () => ({ data: { url: GAME_URL, gameName: 'Fortune Tiger' } }));
  api.on(RG, () => ({ data: state }));
  useSessionStore.getState().signIn({ token: 'tok', username: 'member01' });
  setShellServices({
    openLogin: () => undefined,
    logout: async () => undefined,
    refreshProfile: async () => undefined,
    refreshBalance: async () => null,
    navigate: () => undefined,
  });
  window.open = jest.fn(() => ({ opener: {} })) as unknown as typeof window.open;
  window.matchMedia = undefined as unknown as typeof window.matchMedia;
});

const page = () => renderAt(<GamesLobbyPage lobbyId="1001104" />, '/electronic/1001104');
const play = async (name: string) =>
  fireEvent.click(await screen.findByRole('button', { name: `Play ${name}` }));

describe('games during a break', () => {
  it('a tap shows until when the break runs and sends no launch request', async () => {
    state = rgState({ kind: 'self-exclusion', period: '6m', startedAt: Date.now(), until: UNTIL });
    page();
    await waitFor(() => expect(api.callsTo(RG)).toHaveLength(1));
    await play('Fortune Tiger');
    const notice = await screen.findByTestId('games-rg-break');
    expect(notice).toHaveTextContent(
      `You are taking a break until ${formatDateTimeWithYear(UNTIL, 'en')}`,
    );
    expect(notice).toHaveTextContent('Games cannot be opened until then.');
    expect(api.callsTo(JUMP)).toHaveLength(0);
  });

  it('a server refusal for a break shows its message without Retry and re-reads the break', async () => {
    api.on(JUMP, () => ({ code: 2004, msg: 'Excluded' }));
    page();
    await waitFor(() => expect(api.callsTo(RG)).toHaveLength(1));
    await play('Fortune Tiger');
    const notice = await screen.findByTestId('games-rg-break');
    expect(notice).toHaveTextContent(
      /You are taking a break until .*games and promotions are closed/,
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    await waitFor(() => expect(api.callsTo(RG)).toHaveLength(2));
  });

  it('the reality check waits while the launch is in flight', async () => {
    const answer = deferred<MockAnswer>();
    api.on(JUMP, () => answer.promise);
    page();
    await play('Fortune Tiger');
    await waitFor(() => expect(api.callsTo(JUMP)).toHaveLength(1));
    expect(useMoneyInFlight.getState().count).toBe(1);
    await act(async () => answer.resolve({ data: { url: GAME_URL, gameName: 'Fortune Tiger' } }));
    expect(await screen.findByText('Fortune Tiger is open in a new tab')).toBeInTheDocument();
    expect(useMoneyInFlight.getState().count).toBe(0);
  });
});

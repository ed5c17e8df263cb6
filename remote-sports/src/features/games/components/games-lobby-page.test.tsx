import { act, fireEvent, screen, within } from '@testing-library/react';
import { GAME_JUMP_TIMEOUT_MS } from '@app/shared/api/site';
import { setShellServices, subscribeIntent } from '@app/shared/federation';
import { useSessionStore } from '@app/shared/store';
import { useFavouritesStore } from '../stores/favourites-store';
import { fakeGameBackend, renderAt, seedLobbies, setUpGamesUi } from '../testing/games-test-utils';
import { GamesLobbyPage } from './games-lobby-page';

// Issue 13 / SPEC §2 electronic/{id}, §4 maintenance windows, §7 jump (10 s) and cSports token.
const JUMP = '/api/game/bet/single-wallet/jump';
const CSPORTS = '/api/game/bet/cSports/token';
const GAME_URL = 'http://127.0.0.1:4000/game/play?s=abc';

let api: ReturnType<typeof fakeGameBackend>;
const openLogin = jest.fn();
const wallet = jest.fn();
let unsubscribe: () => void;
let open: jest.Mock;

beforeAll(setUpGamesUi);
beforeEach(() => {
  api = fakeGameBackend();
  api.on('/api/game/home/slot/list', () => ({ data: seedLobbies() }));
  api.on(JUMP, () => ({ data: { url: GAME_URL, gameName: 'Fortune Tiger' } }));
  api.on(CSPORTS, () => ({ data: { token: 'cs_1', url: `${GAME_URL}&cs=1` } }));
  useFavouritesStore.setState({ byUser: {} });
  useSessionStore.getState().signIn({ token: 'tok', username: 'member01' });
  openLogin.mockReset();
  wallet.mockReset();
  setShellServices({
    openLogin,
    logout: async () => undefined,
    refreshProfile: async () => undefined,
    refreshBalance: async () => null,
    navigate: () => undefined,
  });
  unsubscribe = subscribeIntent('wallet.changed', wallet);
  open = jest.fn(() => ({ opener: {} }));
  window.open = open as unknown as typeof window.open;
  window.matchMedia = undefined as unknown as typeof window.matchMedia;
});
afterEach(() => unsubscribe());

const page = (url = '/electronic/1001104') =>
  renderAt(<GamesLobbyPage lobbyId={url.split('?')[0]!.split('/').pop()!} />, url);
const tile = async (name: string) => screen.findByRole('button', { name: `Play ${name}` });

describe('the lobby grid', () => {
  it('shows the lobby tiles with hot and maintenance badges; categories and search filter', async () => {
    page();
    expect(await screen.findByRole('heading', { name: 'PG Slots' })).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'PG Slots' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    expect(within(grid).getAllByText('HOT')).toHaveLength(2);
    expect(within(grid).getByTestId('game-maintenance')).toHaveTextContent(/Maintenance\s*until/);
    fireEvent.click(screen.getByRole('button', { name: 'Hot' }));
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), {
      target: { value: 'neko' },
    });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(1);
  });

  it('favourites are kept for the member and listed under Favourites', async () => {
    page();
    fireEvent.click(await screen.findByRole('button', { name: 'Add Lucky Neko to favourites' }));
    fireEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    const grid = screen.getByRole('list', { name: 'PG Slots' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(1);
    expect(
      screen.getByRole('button', { name: 'Remove Lucky Neko from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('an older game-type link opens that type of lobby; an unknown id says so', async () => {
    const { unmount } = page('/electronic/6');
    expect(await screen.findByRole('heading', { name: 'IA E-sports' })).toBeInTheDocument();
    unmount();
    page('/electronic/404');
    expect(await screen.findByText('This game lobby does not exist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PG Slots' })).toHaveAttribute(
      'href',
      '/electronic/1001104',
    );
  });
});

describe('launching a game', () => {
  it('jumps, opens a new tab on desktop and tells the host the wallet moved', async () => {
    page();
    fireEvent.click(await tile('Fortune Tiger'));
    expect(await screen.findByText('Fortune Tiger is open in a new tab')).toBeInTheDocument();
    const [call] = api.callsTo(JUMP);
    expect(call).toMatchObject({ body: { gameId: 1001104103 } });
    expect(open).toHaveBeenCalledWith(GAME_URL, '_blank');
    expect(wallet).toHaveBeenCalledWith({ reason: 'game' });
    fireEvent.click(screen.getByRole('button', { name: 'Back to the lobby' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows progress while the jump runs; a blocked pop-up offers a link', async () => {
    let release: (v: { data: unknown }) => void = () => undefined;
    api.on(JUMP, () => new Promise((r) => (release = r)));
    open.mockReturnValue(null);
    page();
    fireEvent.click(await tile('Fortune Tiger'));
    expect(await screen.findByText('Opening Fortune Tiger…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    await act(async () => release({ data: { url: GAME_URL, gameName: 'Fortune Tiger' } }));
    expect(await screen.findByRole('link', { name: 'Open the game' })).toHaveAttribute(
      'href',
      GAME_URL,
    );
  });

  it('no answer in 10 s says so, and Retry launches again', async () => {
    // only timers are faked: MSW and the Fetch API keep their microtasks
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    api.on(JUMP, () => ({ transport: 'timeout' }));
    page();
    fireEvent.click(await tile('Fortune Tiger'));
    await act(() => jest.advanceTimersByTimeAsync(GAME_JUMP_TIMEOUT_MS - 1));
    expect(screen.queryByText('The game did not answer in time')).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(await screen.findByText('The game did not answer in time')).toBeInTheDocument();
    jest.useRealTimers();
    api.on(JUMP, () => ({ data: { url: GAME_URL, gameName: 'Fortune Tiger' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Fortune Tiger is open in a new tab')).toBeInTheDocument();
    expect(api.callsTo(JUMP)).toHaveLength(2);
  });

  it('a business error shows its message with Retry', async () => {
    api.on(JUMP, () => ({ code: 500, msg: 'Provider unavailable' }));
    page();
    fireEvent.click(await tile('Fortune Tiger'));
    expect(await screen.findByText('Fortune Tiger could not be opened')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('a game in its maintenance window is refused without a call, saying until when', async () => {
    page();
    fireEvent.click(await tile('Mahjong Ways'));
    expect(await screen.findByText('Mahjong Ways is under maintenance')).toBeInTheDocument();
    expect(screen.getByText(/It can be played again after/)).toBeInTheDocument();
    expect(api.callsTo(JUMP)).toHaveLength(0);
  });

  it('the server refusing for maintenance is shown as maintenance', async () => {
    api.on(JUMP, () => ({ code: 5001, msg: 'Fortune Tiger is under maintenance' }));
    page();
    fireEvent.click(await tile('Fortune Tiger'));
    expect(await screen.findByText('Fortune Tiger is under maintenance')).toBeInTheDocument();
  });

  it('e-sports launch through the cSports token', async () => {
    page('/electronic/1001106');
    fireEvent.click(await tile('League of Legends'));
    await screen.findByText('League of Legends is open in a new tab');
    expect(api.callsTo(CSPORTS)).toHaveLength(1);
    expect(api.callsTo(JUMP)).toHaveLength(0);
  });

  it('phones play in a full-screen frame with a way back', async () => {
    window.matchMedia = ((q: string) => ({ matches: true, media: q })) as never;
    page();
    fireEvent.click(await tile('Fortune Tiger'));
    const frame = await screen.findByTitle('Fortune Tiger (game)');
    expect(frame).toHaveAttribute('src', GAME_URL);
    wallet.mockReset();
    fireEvent.click(screen.getByRole('button', { name: 'Back to the lobby' }));
    expect(screen.queryByTitle('Fortune Tiger (game)')).toBeNull();
    expect(wallet).toHaveBeenCalledWith({ reason: 'game' });
  });

  it('guests get the login dialog, returning to this lobby with the game to launch', async () => {
    useSessionStore.getState().signOut();
    page();
    fireEvent.click(await tile('Fortune Tiger'));
    expect(openLogin).toHaveBeenCalledWith({ redirect: '/electronic/1001104?launch=1001104103' });
    expect(api.callsTo(JUMP)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Favourites' })).toBeNull();
  });

  it('?launch=<gameId> launches once after the lobby loads', async () => {
    page('/electronic/1001104?launch=1001104103');
    expect(await screen.findByText('Fortune Tiger is open in a new tab')).toBeInTheDocument();
    expect(api.callsTo(JUMP)).toHaveLength(1);
  });
});

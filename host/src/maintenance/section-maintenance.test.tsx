import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { getMatchStatistics } from '@app/shared/api/sportsbook';
import { listGameLobbies, type GameLobby } from '@app/shared/api/site';
import { parseRuntimeConfig, setRuntimeConfig } from '@app/shared/client';
import { i18n } from '@app/shared/i18n';
import { RouteEntrySchema } from '@app/shared/federation';
import en from '../../../shared/src/i18n/locales/en.json';
import { setupI18n } from '../session/test-utils';
import { SectionMaintenanceGate } from './section-maintenance';

// the query factories call shared's modules directly, so the mocks replace those modules
jest.mock('../../../shared/src/api/sportsbook/sportsbook-matches', () => ({
  ...jest.requireActual('../../../shared/src/api/sportsbook/sportsbook-matches'),
  getMatchStatistics: jest.fn(),
}));
jest.mock('../../../shared/src/api/site/game', () => ({
  ...jest.requireActual('../../../shared/src/api/site/game'),
  listGameLobbies: jest.fn(),
}));

const stats = jest.mocked(getMatchStatistics);
const lobbies = jest.mocked(listGameLobbies);
const NOW = Date.UTC(2026, 10, 22, 10);

function gate(client: QueryClient, maintenance: 'sports' | 'lobby' | undefined, basePath: string) {
  const entry = RouteEntrySchema.parse({ id: 'x', path: '/x', maintenance });
  return (
    <QueryClientProvider client={client}>
      <SectionMaintenanceGate entry={entry} basePath={basePath}>
        <p>the page</p>
      </SectionMaintenanceGate>
    </QueryClientProvider>
  );
}

function renderGate(maintenance: 'sports' | 'lobby' | undefined, basePath = '/sports') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(gate(client, maintenance, basePath));
  return {
    ...view,
    show: (m: typeof maintenance, path: string) => view.rerender(gate(client, m, path)),
  };
}

/** Lets react-query deliver resolved data (its notifications ride on zero-delay timers). */
async function settle() {
  for (let i = 0; i < 3; i += 1) {
    await act(() => jest.advanceTimersByTimeAsync(0));
  }
}

const lobby = (id: number, start: number | null, end: number | null) =>
  ({ id, startTimestamp: start, endTimestamp: end, gameList: [] }) as unknown as GameLobby;

beforeAll(async () => {
  setRuntimeConfig(
    parseRuntimeConfig({ apiBaseUrl: 'http://api.test', registryUrl: 'http://api.test/r' }),
  );
  await setupI18n();
  i18n.addResourceBundle('en', 'common', en, true, true);
});
beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  stats.mockReset();
  lobbies.mockReset();
});
afterEach(() => jest.useRealTimers());

describe('SPEC §4 sports maintenance where the sports remote mounts', () => {
  it('code 8 with a window: the notice replaces the page, with a countdown by the server clock', async () => {
    stats.mockResolvedValue({
      sl: [],
      maintenance: { on: true, start: NOW - 60_000, end: NOW + 65_000 },
    });
    renderGate('sports');
    expect(await screen.findByText('Sports is under maintenance')).toBeInTheDocument();
    expect(screen.queryByText('the page')).toBeNull();
    expect(screen.getByText('Back in 1:05')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(5_000);
    });
    expect(screen.getByText('Back in 1:00')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    expect(screen.getByText(/Maintenance should be over/)).toBeInTheDocument();
  });

  it('the gate stays mounted as the member moves on: another section shows its page, not the notice', async () => {
    stats.mockResolvedValue({ sl: [], maintenance: { on: true, start: null, end: null } });
    lobbies.mockResolvedValue([lobby(42, NOW - 60_000, NOW + 3_600_000), lobby(43, null, null)]);
    const { show } = renderGate('sports');
    expect(await screen.findByText('Sports is under maintenance')).toBeInTheDocument();
    show(undefined, '/anchorPlay');
    expect(screen.getByText('the page')).toBeInTheDocument();
    show('lobby', '/electronic/42');
    await settle();
    expect(screen.getByText('This game lobby is under maintenance')).toBeInTheDocument();
    // another lobby, open: never the first one's notice, not even for a render
    show('lobby', '/electronic/43');
    expect(screen.getByText('the page')).toBeInTheDocument();
    await settle();
    expect(screen.getByText('the page')).toBeInTheDocument();
  });

  it('code 8 without a window: the notice, no countdown', async () => {
    stats.mockResolvedValue({ sl: [], maintenance: { on: true, start: null, end: null } });
    renderGate('sports');
    expect(await screen.findByText('Sports is under maintenance')).toBeInTheDocument();
    expect(screen.queryByText(/Back in/)).toBeNull();
  });

  it('no maintenance, or a failed check: the page stays', async () => {
    stats.mockResolvedValueOnce({ sl: [], maintenance: { on: false } });
    renderGate('sports');
    await settle();
    expect(stats).toHaveBeenCalledTimes(1);
    expect(screen.getByText('the page')).toBeInTheDocument();
    stats.mockRejectedValueOnce(new Error('down'));
    renderGate('sports');
    await settle();
    expect(screen.getAllByText('the page')).toHaveLength(2);
  });

  it('a route without the flag makes no call', async () => {
    renderGate(undefined);
    await settle();
    expect(stats).not.toHaveBeenCalled();
    expect(lobbies).not.toHaveBeenCalled();
  });
});

describe('SPEC §4 lobby maintenance: now within [startTimestamp, endTimestamp)', () => {
  it.each([
    ['inside the window: maintenance', NOW - 1, NOW + 1, true],
    ['at the start: maintenance', NOW, NOW + 1, true],
    ['at the end: open', NOW - 1, NOW, false],
    ['before the window: open', NOW + 1, NOW + 2, false],
    ['no window: open', null, null, false],
  ])('%s', async (_name, start, end, on) => {
    lobbies.mockResolvedValue([lobby(7, 1, 2), lobby(42, start, end)]);
    renderGate('lobby', '/electronic/42');
    await settle();
    expect(lobbies).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('This game lobby is under maintenance') !== null).toBe(on);
    expect(screen.queryByText('the page') !== null).toBe(!on);
  });

  it('another lobby in maintenance does not block this one', async () => {
    lobbies.mockResolvedValue([lobby(7, NOW - 1, NOW + 1), lobby(42, null, null)]);
    renderGate('lobby', '/electronic/42');
    await settle();
    expect(screen.getByText('the page')).toBeInTheDocument();
  });
});

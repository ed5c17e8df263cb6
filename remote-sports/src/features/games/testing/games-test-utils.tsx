import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { http, initI18n, parseRuntimeConfig, setRuntimeConfig } from '@app/shared';
import { gamesNamespaceReady } from '../i18n/namespace';

/** English UI with the games messages, and a config pointing at a fake API. */
export async function setUpGamesUi(): Promise<void> {
  setRuntimeConfig(
    parseRuntimeConfig({ apiBaseUrl: 'http://api.test', registryUrl: 'http://api.test/registry' }),
  );
  await initI18n('en');
  await gamesNamespaceReady;
}

export function renderAt(ui: ReactElement, url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter
        initialEntries={[url]}
        future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
      >
        {ui}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export interface FakeCall {
  path: string;
  body: unknown;
  timeout: number | undefined;
}

type Answer = { data: unknown } | { code: number; msg: string } | { transport: string };

/**
 * The backend as the shared axios instance sees it (the real client, envelope and schemas run):
 * answers by path, every call recorded; `{ transport: 'ECONNABORTED' }` fails like a timeout.
 */
export function fakeGameBackend() {
  const routes = new Map<string, (call: FakeCall) => Answer | Promise<Answer>>();
  const calls: FakeCall[] = [];
  http.defaults.adapter = async (config) => {
    const url = new URL(config.url ?? '/', config.baseURL ?? 'http://api.test');
    const call: FakeCall = {
      path: url.pathname.replace(/\/$/, ''),
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
      timeout: config.timeout,
    };
    calls.push(call);
    const handler = routes.get(call.path);
    const answer = handler ? await handler(call) : { code: 404001, msg: `no route ${call.path}` };
    if ('transport' in answer)
      throw Object.assign(new Error('aborted'), { code: answer.transport });
    const body =
      'code' in answer
        ? { code: answer.code, msg: answer.msg, data: null }
        : { code: 200, msg: 'success', data: answer.data };
    return { data: body, status: 200, statusText: 'OK', headers: {}, config };
  };
  return {
    calls,
    on(path: string, handler: (call: FakeCall) => Answer | Promise<Answer>) {
      routes.set(path, handler);
    },
    callsTo: (path: string) => calls.filter((c) => c.path === path),
  };
}

const NOW = Date.now();

/** Two lobbies like the sandbox's seed: PG slots (one game in maintenance) and IA e-sports. */
export function seedLobbies() {
  const game = (
    id: number,
    name: string,
    type: number,
    hot: number,
    window?: [number, number],
  ) => ({
    id,
    gameCode: `G${id}`,
    gameName: name,
    icon: null,
    gameType: type,
    lobbyId: Math.floor(id / 1000),
    isHotGame: hot,
    isMaintain: window ? 1 : 0,
    startTimestamp: window?.[0] ?? null,
    endTimestamp: window?.[1] ?? null,
  });
  return [
    {
      id: 1001104,
      lobbyCode: 'PG',
      lobbyName: 'PG Slots',
      gameType: 2,
      icon: null,
      isMaintain: 0,
      startTimestamp: null,
      endTimestamp: null,
      gameList: [
        game(1001104101, 'Mahjong Ways', 2, 0, [NOW - 60_000, NOW + 3_600_000]),
        game(1001104103, 'Fortune Tiger', 2, 0),
        game(1001104106, 'Lucky Neko', 2, 1),
      ],
    },
    {
      id: 1001106,
      lobbyCode: 'IA',
      lobbyName: 'IA E-sports',
      gameType: 6,
      icon: null,
      isMaintain: 0,
      startTimestamp: null,
      endTimestamp: null,
      gameList: [game(1001106101, 'League of Legends', 6, 0)],
    },
  ];
}

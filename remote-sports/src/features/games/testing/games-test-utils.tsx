import type { ReactElement } from 'react';
import {
  mockBackend,
  renderWithProviders,
  setUpTestUi,
  type MockAnswer,
  type SeenRequest,
} from '@app/shared/testing';
import { loadGamesWords } from '../i18n/namespace';

/** English UI with the games messages, and a config pointing at a fake API. */
export const setUpGamesUi = () => setUpTestUi(loadGamesWords());

export const renderAt = (ui: ReactElement, url: string) => renderWithProviders(ui, url);

/** The shared fake backend, routed by path whatever the method. */
export function fakeGameBackend() {
  const backend = mockBackend();
  return {
    ...backend,
    on: (path: string, handler: (call: SeenRequest) => MockAnswer | Promise<MockAnswer>) =>
      backend.on('*', path, handler),
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

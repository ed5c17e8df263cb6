import { queryOptions } from '@tanstack/react-query';
import { listGameLobbies, listHomeBar, listSlotGames } from './game';
import { POLL } from '@app/shared/client';

/** Query factories of the game lobbies (SPEC §7 Game). Owned by the games feature (remote-sports). */
export const gameQueries = {
  /** Every lobby with its games and maintenance window; re-checked like the other maintenance switches. */
  lobbies: () =>
    queryOptions({
      queryKey: ['game', 'lobbies'] as const,
      queryFn: ({ signal }) => listGameLobbies(undefined, { signal }),
      refetchInterval: POLL.maintenance,
      retry: false,
    }),
  /** SPEC §7 home/bar/list: the game-type bar, refreshed every 180 s (SPEC §4). */
  homeBar: () =>
    queryOptions({
      queryKey: ['game', 'home-bar'] as const,
      queryFn: ({ signal }) => listHomeBar({ signal }),
      refetchInterval: POLL.homeBar,
    }),
  /** SPEC §7 home/slot/list (lobby 1001104's games feed the hot recommendations, SPEC §9). */
  slotGames: () =>
    queryOptions({
      queryKey: ['game', 'slot-list'] as const,
      queryFn: ({ signal }) => listSlotGames(undefined, { signal }),
    }),
};

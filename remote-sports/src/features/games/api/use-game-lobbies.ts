import { gameQueries } from '@app/shared/api/site';
import { POLL, useQuery } from '@app/shared/client';

/**
 * The lobbies with their games (SPEC §7 home/slot/list). Re-read every minute like the other
 * maintenance switches, so a window that opens while the lobby is on screen shows its badge.
 */
export function useGameLobbies() {
  return useQuery({ ...gameQueries.slotGames(), refetchInterval: POLL.maintenance });
}

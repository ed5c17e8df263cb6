import type { Game, GameLobby } from '@app/shared/api/site';

/** Game type of the sportsbook lobby: it lives at /sports, not among the game lobbies. */
export const SPORTS_GAME_TYPE = 7;
/** Game type of e-sports: launched through the cSports token (SPEC §7). */
export const ESPORTS_GAME_TYPE = 6;

export type GameCategory = 'all' | 'hot' | 'favourites';

/** The lobbies a member can browse here, in the server's order. */
export function browsableLobbies(lobbies: readonly GameLobby[]): GameLobby[] {
  return lobbies.filter((l) => l.gameType !== SPORTS_GAME_TYPE);
}

/**
 * The lobby `/electronic/:id` names. Older links (the home bar's `/electronic/1…6`) carry a game
 * type rather than a lobby id: they open the first lobby of that type.
 */
export function findLobby(lobbies: readonly GameLobby[], id: string): GameLobby | undefined {
  const exact = lobbies.find((l) => String(l.id) === id);
  if (exact || !/^\d{1,2}$/.test(id)) return exact;
  return lobbies.find((l) => l.gameType === Number(id));
}

/** The game `?launch=<gameId>` names, with its lobby (it may sit in another lobby). */
export function findGame(
  lobbies: readonly GameLobby[],
  gameId: string,
): { lobby: GameLobby; game: Game } | undefined {
  for (const lobby of lobbies) {
    const game = lobby.gameList.find((g) => String(g.id) === gameId);
    if (game) return { lobby, game };
  }
  return undefined;
}

/** SPEC §3: isHotGame 0 means hot. */
export function isHot(game: Game): boolean {
  return game.isHotGame === 0;
}

/** Lower-cased, accents stripped (đ too), so "tien len" finds "Tiến Lên". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .trim();
}

export interface GameFilter {
  category: GameCategory;
  query: string;
  favourites: readonly string[];
}

/** The tiles to show: by category, then by name search (accent-insensitive); server order kept. */
export function filterGames(games: readonly Game[], filter: GameFilter): Game[] {
  const q = foldText(filter.query);
  return games.filter((g) => {
    if (filter.category === 'hot' && !isHot(g)) return false;
    if (filter.category === 'favourites' && !filter.favourites.includes(String(g.id))) return false;
    return !q || foldText(g.gameName ?? '').includes(q) || foldText(g.gameCode ?? '').includes(q);
  });
}

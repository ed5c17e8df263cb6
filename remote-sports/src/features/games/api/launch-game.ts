import { getCSportsToken, jumpToGame, type Game, type GameLobby } from '@app/shared/api/site';
import { ESPORTS_GAME_TYPE } from '../lib/lobby-view';

/**
 * The game URL for a member: e-sports through the cSports token, everything else through the
 * single-wallet jump (10 s timeout, SPEC §7/§9).
 */
export async function fetchGameUrl(lobby: GameLobby, game: Game): Promise<string> {
  if ((game.gameType ?? lobby.gameType) === ESPORTS_GAME_TYPE) {
    const cs = await getCSportsToken();
    if (!cs.url) throw new Error('No e-sports URL');
    return cs.url;
  }
  return (await jumpToGame({ gameId: game.id, lobbyId: lobby.id })).url;
}

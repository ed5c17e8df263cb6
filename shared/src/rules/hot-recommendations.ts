/** Lobby whose games feed the hot recommendations (SPEC §9). */
export const HOT_LOBBY_ID = 1001104;
/** Maximum number of hot recommendations (SPEC §9). */
export const HOT_LIMIT = 4;

/** The game fields this rule reads (SPEC §3). */
export interface HotGameLike {
  /** 0 = hot. */
  isHotGame?: number | string | null;
}

/** The lobby fields this rule reads (SPEC §3). */
export interface HotLobbyLike<G extends HotGameLike> {
  id?: number | string | null;
  gameList?: readonly G[] | null;
}

/**
 * Hot recommendations (SPEC §9): up to 4 games from lobby 1001104; games with isHotGame 0
 * (number or '0') come first, and the server order is kept inside each group (stable).
 * Missing lobby or game list gives [].
 */
export function hotRecommendations<G extends HotGameLike>(
  lobbies: readonly HotLobbyLike<G>[] | null | undefined,
): G[] {
  const lobby = lobbies?.find((l) => Number(l?.id) === HOT_LOBBY_ID);
  const games = lobby?.gameList ?? [];
  const isHot = (g: G) =>
    g?.isHotGame !== null && g?.isHotGame !== '' && Number(g?.isHotGame) === 0;
  return [...games.filter(isHot), ...games.filter((g) => !isHot(g))].slice(0, HOT_LIMIT);
}

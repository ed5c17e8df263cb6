import { registerNamespace } from '@app/shared/i18n';

/** The game lobbies' own messages (kept beside the feature, loaded per language on demand). */
export const GAMES_NS = 'games';

export const gamesNamespaceReady = registerNamespace(
  GAMES_NS,
  (lng) => import(`./locales/${lng}.json`),
);

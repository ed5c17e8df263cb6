import { registerNamespace } from '@app/shared/i18n';

/** The game lobbies' own messages (kept beside the feature, loaded per language on demand). */
export const GAMES_NS = 'games';

export const gamesNamespaceReady = registerNamespace(
  GAMES_NS,
  // the same chunk name as the sports messages: one file per language holds both
  (lng) => import(/* webpackChunkName: "i18n-[request]" */ `./locales/${lng}.json`),
);

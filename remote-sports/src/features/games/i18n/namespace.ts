import { registerNamespace } from '@app/shared/i18n';

/** The game lobbies' own messages (kept beside the feature, loaded per language on demand). */
export const GAMES_NS = 'games';

let ready: Promise<void> | null = null;

/**
 * Registers and loads the lobbies' messages, once: the lobby page asks for them beside its code
 * (app/pages.ts), so /sports's first screen does not fetch them (issue 16). A file of their own per
 * language, named as a page's words (`words-<page>-<language>-json`), so the host's early script
 * fetches them with the page's code on a lobby's address (host/src/boot/early-remote.ts).
 */
export function loadGamesWords(): Promise<void> {
  ready ??= registerNamespace(
    GAMES_NS,
    (lng) => import(/* webpackChunkName: "words-games-lobby-[request]" */ `./locales/${lng}.json`),
  );
  return ready;
}

/**
 * The warm-up's way in, in the federation chunk: the warm-up itself (warm-remotes.ts) is a chunk of
 * its own loaded from here, so it shares the federation chunk's modules instead of carrying copies,
 * and a remote route's first screen does not carry what only runs once the page has been quiet.
 */
export function warmTabRemotes(win: Window): Promise<void> {
  return import(/* webpackChunkName: "warm-remotes" */ './warm-remotes').then((m) =>
    m.warmTabRemotes(win),
  );
}

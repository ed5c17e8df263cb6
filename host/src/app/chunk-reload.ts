import { safeSession, type SafeStorage } from '@app/shared/rules';
import { useNotices } from './notices-store';

export const RELOAD_PARAM = '_reload';
const RELOAD_KEY = 'chunkReloadAt';
const WINDOW_MS = 60_000;

export { isChunkLoadError } from '@app/shared/lazy';

interface ReloadDeps {
  location: Pick<Location, 'href' | 'replace'>;
  storage: SafeStorage;
  now: number;
}

/**
 * A chunk that fails after a redeploy reloads the page once. The marker lives in session storage and
 * in the URL, so a blocked storage cannot cause a reload loop (R5); a second failure shows a notice.
 */
export function reloadOnce(
  deps: ReloadDeps = { location: window.location, storage: safeSession, now: Date.now() },
): boolean {
  const url = new URL(deps.location.href);
  const last = Math.max(
    Number(url.searchParams.get(RELOAD_PARAM)) || 0,
    Number(deps.storage.get(RELOAD_KEY)) || 0,
  );
  if (deps.now - last < WINDOW_MS) {
    useNotices.getState().setNewVersion(true);
    return false;
  }
  deps.storage.set(RELOAD_KEY, String(deps.now));
  url.searchParams.set(RELOAD_PARAM, String(deps.now));
  deps.location.replace(url.toString());
  return true;
}

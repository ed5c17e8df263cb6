import { safeRedirectPath } from '@app/shared/rules';

/**
 * A guest on a page that needs a login is sent to `/` with the login dialog (SPEC §2). The app's guard
 * does it once the remote's route manifest is known; when the host's server has marked the document
 * (src/server/registry-blocks.ts), the early script does it before any script has loaded, so the guest
 * sees the home page's first screen as a visitor to `/` does, and the app opens the dialog with the
 * page to return to after the login.
 */
export const LOGIN_REQUIRED_META = 'login-required';

/** Where the early script leaves the page to return to, for the app (a page-lifetime global, not storage). */
const RETURN_KEY = '__betliveLoginReturn';

type ReturnHolder = Record<typeof RETURN_KEY, string | undefined>;

/**
 * In the early script: a guest (no stored login) on a document marked login-required goes to `/` now,
 * keeping the query (`?lang`, `?deviceId` choose the language and device), and the page is kept for the
 * login dialog. True when it did.
 */
export function sendGuestHome(doc: Document, win: Window, hasStoredLogin: boolean): boolean {
  if (hasStoredLogin || !doc.querySelector(`meta[name="${LOGIN_REQUIRED_META}"]`)) return false;
  const { pathname, search } = win.location;
  if (pathname === '/') return false;
  (win as unknown as ReturnHolder)[RETURN_KEY] = `${pathname}${search}`;
  win.history.replaceState(win.history.state, '', `/${search}`);
  return true;
}

/** In the app, once: the page a guest was sent home from, to return to after logging in. */
export function takeLoginReturn(win: Window = window): string | null {
  const holder = win as unknown as ReturnHolder;
  const path = holder[RETURN_KEY];
  delete holder[RETURN_KEY];
  // the login's own rule for where it may send the member afterwards
  return typeof path === 'string' && safeRedirectPath(path) === path ? path : null;
}

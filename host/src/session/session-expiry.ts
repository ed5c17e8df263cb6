import { create } from 'zustand';
import { safeSession } from '@app/shared/rules';
import { setExpiredLoginHandler } from '@app/shared/client';
import { useLoginDialog } from './login-dialog-store';
import { finishLogout, reloadPending, STORAGE_KEYS } from './session-actions';

/**
 * Long-running mode (SPEC §4): while it is on (e.g. a live room is open) an expired session first
 * shows a confirm dialog; logout follows either button.
 */
let longRunning = 0;

/** Counts nested users (two live widgets open at once): on increments, off decrements. */
export function markLongRunning(on: boolean): void {
  longRunning = Math.max(0, longRunning + (on ? 1 : -1));
}

export function isLongRunning(): boolean {
  return longRunning > 0;
}

/** Test helper: back to the default. */
export function resetLongRunning(): void {
  longRunning = 0;
}

interface ExpiryConfirmState {
  open: boolean;
  resolve: ((ok: boolean) => void) | null;
  ask(): Promise<boolean>;
  answer(ok: boolean): void;
}

/** The confirm dialog shown before the logout of a long-running app. */
export const useExpiryConfirm = create<ExpiryConfirmState>()((set, get) => ({
  open: false,
  resolve: null,
  ask: () =>
    new Promise<boolean>((resolve) => {
      set({ open: true, resolve });
    }),
  answer: (ok) => {
    const { resolve } = get();
    set({ open: false, resolve: null });
    resolve?.(ok);
  },
}));

/**
 * SPEC §4 session expiry. @app/shared keeps the one-time flag so a burst of expired answers runs
 * this once; here the flag is also written to session storage so the reloaded page tells the
 * member why they were logged out (read once, then removed). Its value is the page the member was
 * on, so logging in again brings them back to it.
 */
export async function handleExpiredLogin(): Promise<void> {
  safeSession.set(STORAGE_KEYS.loginExpired, `${location.pathname}${location.search}`);
  if (isLongRunning()) await useExpiryConfirm.getState().ask();
  // the token is dead: the server logout would only answer 'expired' again
  finishLogout();
}

export function installExpiryHandler(): void {
  setExpiredLoginHandler(handleExpiredLogin);
}

/**
 * After the reload that follows an expiry, open the login dialog with the notice (once), set to
 * return to the page the member was on (the login checks the path: postLoginTarget).
 */
export function consumeExpiredFlag(notice: string): boolean {
  const page = safeSession.get(STORAGE_KEYS.loginExpired);
  // an expiry found while this page started: the reloaded page shows the dialog
  if (!page || reloadPending()) return false;
  safeSession.remove(STORAGE_KEYS.loginExpired);
  const redirect = page.startsWith('/') && page !== '/' ? page : null;
  useLoginDialog.getState().show(redirect, 'login', notice);
  return true;
}

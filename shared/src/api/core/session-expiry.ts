import { useSessionStore } from '@app/shared/store';

type ExpiryHandler = () => void | Promise<void>;

let handling = false;
let handler: ExpiryHandler = () => useSessionStore.getState().signOut();

/** The host decides what expiry looks like (confirm dialog when long-running, then logout). */
export function setExpiredLoginHandler(next: ExpiryHandler): void {
  handler = next;
}

/**
 * SPEC §4 session expiry: a one-time flag so many expired responses at once log out once (R9).
 * The flag clears when a new session starts.
 */
export function notifyExpiredLogin(): void {
  if (handling) return;
  handling = true;
  void Promise.resolve()
    .then(handler)
    .catch(() => useSessionStore.getState().signOut());
}

export function isHandlingExpiry(): boolean {
  return handling;
}

useSessionStore.subscribe((state, prev) => {
  if (state.token && state.token !== prev.token) handling = false;
});

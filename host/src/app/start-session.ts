import { useSessionStore } from '@app/shared';
import { loadProfile } from '../session/session-actions';

/** SPEC §2: logged in without a loaded user name loads the user info; the balance is refreshed too. */
export function startSession(): void {
  const { token } = useSessionStore.getState();
  if (token) void loadProfile();
}

import { useSessionStore } from '@app/shared/store';
import {
  captureReferralCodes,
  installCrossTabSession,
  loadProfile,
} from '../session/session-actions';

/**
 * Session start-up (after i18n is ready, before the first render): invite and referral codes from the
 * address (SPEC §3), cross-tab logout (S5), and, for a stored session, the user info and balance
 * (SPEC §2). The expiry handler (SPEC §4) is installed first of all (bootstrap.tsx).
 */
export function startSession(): void {
  captureReferralCodes(window.location.search);
  installCrossTabSession();
  const { token } = useSessionStore.getState();
  if (token) void loadProfile();
}

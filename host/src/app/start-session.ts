import { useSessionStore } from '@app/shared/store';
import {
  captureReferralCodes,
  installCrossTabSession,
  loadProfile,
} from '../session/session-actions';
import { installExpiryHandler } from '../session/session-expiry';

/**
 * Session start-up (after i18n is ready, before the first render): invite and referral codes from the
 * address (SPEC §3), the expiry handler (SPEC §4), cross-tab logout (S5), and, for a stored session,
 * the user info and balance (SPEC §2).
 */
export function startSession(): void {
  captureReferralCodes(window.location.search);
  installExpiryHandler();
  installCrossTabSession();
  const { token } = useSessionStore.getState();
  if (token) void loadProfile();
}

import { MARKER_TYPE, safeLocal } from '@app/shared/rules';
import { serverClock } from '@app/shared/client';
import { shouldShowPopup } from '@app/shared/store';

/** Safe-storage key (`__popupsUnderAutomation`) with which a browser test asks for the popups. */
export const POPUPS_UNDER_AUTOMATION_KEY = 'popupsUnderAutomation';

/**
 * Decision: a browser driven by automation (navigator.webdriver, as Playwright sets it) gets no
 * popups unless it asks for them with the key above, so end-to-end journeys written before the
 * popups existed are not blocked by a modal on '/'. Real visitors are unaffected.
 */
export function popupsSuppressed(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    navigator.webdriver === true &&
    safeLocal.get(POPUPS_UNDER_AUTOMATION_KEY) !== '1'
  );
}

/**
 * Which daily popups (SPEC §4) may still show today for this user (null: a visitor). The home page
 * loads the popups' code only when one may (a visitor who has seen them today downloads nothing).
 */
export function popupsDue(userName: string | null): { ad: boolean; gift: boolean } {
  if (popupsSuppressed()) return { ad: false, gift: false };
  const now = serverClock();
  return {
    ad: shouldShowPopup({ type: MARKER_TYPE.popupAd, userName, now }),
    gift: shouldShowPopup({ type: MARKER_TYPE.newMemberGift, userName, now }),
  };
}

import { useEffect, useMemo, useState } from 'react';
import {
  currencyFor,
  giftPackTarget,
  safeLocal,
  markerUserKey,
  MARKER_TYPE,
} from '@app/shared/rules';
import { getRuntimeConfig, serverClock } from '@app/shared/api';
import { recordPopupShown, shouldShowPopup, useSessionStore } from '@app/shared/store';
import { useLoginDialog } from '../session/login-dialog-store';
import { AdDialog, GiftDialog } from './popup-dialogs';
import { useGiftPack, usePopupAdverts } from './popup-data';

type Phase = 'ad' | 'gift' | 'done';

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

function market(): string {
  try {
    return getRuntimeConfig().market;
  } catch {
    return 'vietnam';
  }
}

/**
 * The daily popup ad, then the new-member gift dialog (SPEC §4): each at most once per day per
 * user, or per no-login key for visitors, recorded in the shared popup markers (safe storage) the
 * moment it shows, so a reload the same day shows nothing. The ids shown are recorded too (the
 * per-id variant of the markers). Nothing opens over the login dialog.
 */
export function DailyPopups() {
  const token = useSessionStore((s) => s.token);
  const username = useSessionStore((s) => s.username);
  const regCurrency = useSessionStore((s) => s.userInfo?.regCurrency);
  const loginOpen = useLoginDialog((s) => s.open);
  const userName = token ? username : null;
  const userKey = markerUserKey(userName);
  const [phase, setPhase] = useState<Phase>('ad');

  // decided once per user when the page opens; recording a showing must not close the dialog
  const due = useMemo(() => {
    if (popupsSuppressed()) return { ad: false, gift: false };
    return {
      ad: shouldShowPopup({ type: MARKER_TYPE.popupAd, userName, now: serverClock() }),
      gift: shouldShowPopup({ type: MARKER_TYPE.newMemberGift, userName, now: serverClock() }),
    };
  }, [userName]);
  useEffect(() => setPhase('ad'), [userKey]);

  const ads = usePopupAdverts(due.ad && phase === 'ad');
  const gift = useGiftPack(userKey, due.gift && phase !== 'done');
  const giftTo = gift.data ? giftPackTarget({ giftPack: gift.data, market: market() }) : null;

  const adsReady = phase === 'ad' && due.ad && (ads.data?.length ?? 0) > 0;
  useEffect(() => {
    if (phase !== 'ad') return;
    if (!due.ad || ads.isError || (ads.isSuccess && ads.data.length === 0)) setPhase('gift');
  }, [phase, due.ad, ads.isError, ads.isSuccess, ads.data]);

  const giftReady = phase === 'gift' && due.gift && giftTo !== null && gift.data !== undefined;
  useEffect(() => {
    if (phase !== 'gift') return;
    if (!due.gift || gift.isError || (gift.isSuccess && giftTo === null)) setPhase('done');
  }, [phase, due.gift, gift.isError, gift.isSuccess, giftTo]);

  const showAd = adsReady && !loginOpen;
  const showGift = giftReady && !loginOpen;

  useEffect(() => {
    if (!showAd || !ads.data) return;
    const now = serverClock();
    for (const ad of ads.data)
      recordPopupShown({ type: MARKER_TYPE.popupAd, id: ad.id, userName, now });
  }, [showAd, ads.data, userName]);

  useEffect(() => {
    if (!showGift || !gift.data) return;
    recordPopupShown({
      type: MARKER_TYPE.newMemberGift,
      id: gift.data.id,
      userName,
      now: serverClock(),
    });
  }, [showGift, gift.data, userName]);

  if (showAd && ads.data) return <AdDialog adverts={ads.data} onClose={() => setPhase('gift')} />;
  if (showGift && gift.data && giftTo)
    return (
      <GiftDialog
        pack={gift.data}
        currency={currencyFor({ regCurrency, region: market() })}
        to={giftTo}
        onClose={() => setPhase('done')}
      />
    );
  return null;
}

export default DailyPopups;

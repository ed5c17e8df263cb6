import { useEffect, useMemo, useState } from 'react';
import { currencyFor, giftPackTarget, markerUserKey, MARKER_TYPE } from '@app/shared/rules';
import { getRuntimeConfig, serverClock } from '@app/shared/client';
import { recordPopupShown, useSessionStore } from '@app/shared/store';
import { useLoginDialog } from '../session/login-dialog-store';
import { AdDialog, GiftDialog } from './popup-dialogs';
import { useGiftPack, usePopupAdverts } from './popup-data';
import { popupsDue } from './popups-due';

export { POPUPS_UNDER_AUTOMATION_KEY, popupsSuppressed } from './popups-due';

type Phase = 'ad' | 'gift' | 'done';

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
  // the dialogs this user closed; another user (a login, a logout) starts again from the ad
  const [closed, setClosed] = useState<{ userKey: string; upTo: Phase | null }>({
    userKey,
    upTo: null,
  });
  const closedUpTo = closed.userKey === userKey ? closed.upTo : null;
  const close = (upTo: Phase) => setClosed({ userKey, upTo });

  // decided once per user when the page opens; recording a showing must not close the dialog
  const due = useMemo(() => popupsDue(userName), [userName]);

  const ads = usePopupAdverts(due.ad && closedUpTo === null);
  const gift = useGiftPack(userKey, due.gift && closedUpTo !== 'gift');
  const giftTo = gift.data ? giftPackTarget({ giftPack: gift.data, market: market() }) : null;

  const adSkipped = !due.ad || ads.isError || (ads.isSuccess && ads.data.length === 0);
  const giftSkipped = !due.gift || gift.isError || (gift.isSuccess && giftTo === null);
  const phase: Phase =
    closedUpTo === null && !adSkipped
      ? 'ad'
      : closedUpTo !== 'gift' && !giftSkipped
        ? 'gift'
        : 'done';

  const adsReady = phase === 'ad' && (ads.data?.length ?? 0) > 0;
  const giftReady = phase === 'gift' && giftTo !== null && gift.data !== undefined;

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

  if (showAd && ads.data) return <AdDialog adverts={ads.data} onClose={() => close('ad')} />;
  if (showGift && gift.data && giftTo)
    return (
      <GiftDialog
        pack={gift.data}
        currency={currencyFor({ regCurrency, region: market() })}
        to={giftTo}
        onClose={() => close('gift')}
      />
    );
  return null;
}

export default DailyPopups;

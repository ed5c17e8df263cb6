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
  const [phase, setPhase] = useState<Phase>('ad');

  // decided once per user when the page opens; recording a showing must not close the dialog
  const due = useMemo(() => popupsDue(userName), [userName]);
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

import {
  clearPopupMarkers,
  markerUserKey,
  markShown,
  MARKER_TYPE,
  parsePopupMarkers,
  shouldShowDaily,
  todayKey,
  type PopupMarkers,
  safeLocal,
} from '@app/shared/rules';

/** Storage key of the daily-shown markers (SPEC §3), `__popupMarkers` once prefixed. */
export const POPUP_MARKERS_KEY = 'popupMarkers';

/** Which popup is asked about, for whom and when. */
export interface PopupQuery {
  /** Popup ad (1, default) or new-member gift dialog (2). */
  type?: number;
  /** The per-id variant: once per id instead of once per day. */
  id?: string | number;
  /** The logged-in user name; the no-login key is used without one. */
  userName?: string | null;
  /** Epoch ms, from the server-time clock where one is known. */
  now: number;
}

function read(): PopupMarkers {
  return parsePopupMarkers(safeLocal.getJSON(POPUP_MARKERS_KEY));
}

function toRuleQuery(q: PopupQuery, markers: PopupMarkers) {
  return {
    markers,
    type: q.type ?? MARKER_TYPE.popupAd,
    userKey: markerUserKey(q.userName),
    id: q.id,
    today: todayKey(q.now),
  };
}

/** SPEC §4: whether the popup may show (once per day per user, or once per id). */
export function shouldShowPopup(q: PopupQuery): boolean {
  return shouldShowDaily(toRuleQuery(q, read()));
}

/** Records that the popup was shown, in storage (memory when storage is blocked, R12). */
export function recordPopupShown(q: PopupQuery): void {
  safeLocal.setJSON(POPUP_MARKERS_KEY, markShown(toRuleQuery(q, read())));
}

/** SPEC §4 on login and logout: every marker goes except the new-member gift marker (type 2). */
export function resetPopupMarkers(): void {
  const kept = clearPopupMarkers(read());
  if (Object.keys(kept).length === 0) safeLocal.remove(POPUP_MARKERS_KEY);
  else safeLocal.setJSON(POPUP_MARKERS_KEY, kept);
}

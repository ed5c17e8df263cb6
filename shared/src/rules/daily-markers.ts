import * as z from 'zod/mini';

/** Marker types (SPEC §3, §4): popup ads and the new-member gift dialog. */
export const MARKER_TYPE = { popupAd: 1, newMemberGift: 2 } as const;
/** User key used when nobody is logged in (SPEC §3). */
export const NO_LOGIN_KEY = 'noLogin';

/** What was shown to one user: the last day (YYYY-MM-DD) and the ids seen (SPEC §3). */
export interface DailyMarker {
  readonly date: string;
  readonly ids: readonly string[];
}
/** Markers by type, then by user key. Plain data; storage wiring lives elsewhere. */
export type PopupMarkers = Readonly<Record<string, Readonly<Record<string, DailyMarker>>>>;

/** Which marker a check or update is about. */
export interface MarkerQuery {
  markers: PopupMarkers;
  /** Marker type, popup ad (1) by default. */
  type?: number;
  /** From {@link markerUserKey}. */
  userKey: string;
  /** Present for the per-id variant. */
  id?: string | number;
  /** Day key from `todayKey` (market-clock.ts). */
  today: string;
}

const MarkerSchema = z.object({ date: z.string(), ids: z.array(z.string()) });

/** The user name when logged in, else the no-login key (SPEC §3). */
export function markerUserKey(userName: string | null | undefined): string {
  return userName?.trim() || NO_LOGIN_KEY;
}

function read(markers: PopupMarkers, type: number, userKey: string): DailyMarker | undefined {
  const byUser = Object.hasOwn(markers, String(type)) ? markers[String(type)] : undefined;
  return byUser && Object.hasOwn(byUser, userKey) ? byUser[userKey] : undefined;
}

/**
 * Daily-shown check (SPEC §4). Without `id`: true unless this user's marker of this type is
 * dated `today` (at most once per day per user). With `id` (per-id variant): true unless the id
 * is in the user's seen ids, on any day (once per id).
 */
export function shouldShowDaily({
  markers,
  type = MARKER_TYPE.popupAd,
  userKey,
  id,
  today,
}: MarkerQuery): boolean {
  const marker = read(markers, type, userKey);
  if (!marker) return true;
  return id === undefined ? marker.date !== today : !marker.ids.includes(String(id));
}

/** Records a showing: sets the user's marker date to `today` and adds `id` if given. Immutable. */
export function markShown({
  markers,
  type = MARKER_TYPE.popupAd,
  userKey,
  id,
  today,
}: MarkerQuery): PopupMarkers {
  const seen = read(markers, type, userKey)?.ids ?? [];
  const ids = id === undefined || seen.includes(String(id)) ? seen : [...seen, String(id)];
  const key = String(type);
  const byUser = Object.hasOwn(markers, key) ? markers[key] : undefined;
  return { ...markers, [key]: { ...byUser, [userKey]: { date: today, ids } } };
}

/**
 * Clears popup markers on login or logout (SPEC §4): everything is removed except the
 * new-member gift marker (type 2).
 */
export function clearPopupMarkers(markers: PopupMarkers): PopupMarkers {
  const key = String(MARKER_TYPE.newMemberGift);
  const kept = Object.hasOwn(markers, key) ? markers[key] : undefined;
  return kept ? { [key]: kept } : {};
}

/**
 * Reads markers from untrusted storage data (reliability R13): entries that are not
 * `{ date: string, ids: string[] }` are dropped, anything that is not an object gives {}.
 */
export function parsePopupMarkers(raw: unknown): PopupMarkers {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  const out: Record<string, Record<string, DailyMarker>> = {};
  for (const [type, byUser] of Object.entries(raw)) {
    if (typeof byUser !== 'object' || byUser === null) continue;
    for (const [user, marker] of Object.entries(byUser)) {
      const parsed = MarkerSchema.safeParse(marker);
      if (parsed.success) out[type] = { ...out[type], [user]: parsed.data };
    }
  }
  return out;
}

import { safeLocal, type FollowList } from '@app/shared/rules';

/** SPEC §3 stored follow list: sport id → followed match ids, kept across visits. */
export const FOLLOW_LIST_KEY = 'followList';

/** The stored follow list (read by the store and by the early painter, which runs before it). */
export function readFollowList(): FollowList {
  const v = safeLocal.getJSON<FollowList>(FOLLOW_LIST_KEY);
  return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
}

/** SPEC §3: ten avatars, ids 1 to 10. */
export const AVATAR_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const DEFAULT_AVATAR = 1;

/** True for one of the ten avatar ids. */
export function isAvatarId(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= AVATAR_IDS.length;
}

/**
 * The avatar id of a user's avatar string (SPEC §3: comma-separated, index 0 and 1 are images; a
 * default when empty). Anything that is not one of the ten ids falls back to the default.
 */
export function avatarIdOf(avatar: string | null | undefined): number {
  const first = Number((avatar ?? '').split(',')[0]?.trim());
  return isAvatarId(first) ? first : DEFAULT_AVATAR;
}

/** The avatar string stored for a chosen id: both image slots show the same avatar. */
export function avatarValue(id: number): string {
  return `${id},${id}`;
}

import {
  safeLocal,
  type SafeStorage,
  SESSION_STORAGE_KEY,
  SPORTS_CONFIG_STORAGE_KEY,
} from '@app/shared/rules';

/** The login the session store persisted, read without the store (the early script runs before it exists). */
export function readStoredSession(storage: Pick<SafeStorage, 'getJSON'> = safeLocal): {
  token: string | null;
  username: string | null;
  /** The member's registered currency (the sportsbook's currency id comes from it, SPEC §9). */
  regCurrency: string | null;
} {
  const saved = storage.getJSON<{
    state?: { token?: unknown; username?: unknown; userInfo?: { regCurrency?: unknown } | null };
  }>(SESSION_STORAGE_KEY);
  const state = saved && typeof saved === 'object' ? saved.state : undefined;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const info = state?.userInfo && typeof state.userInfo === 'object' ? state.userInfo : undefined;
  return {
    token: text(state?.token),
    username: text(state?.username),
    regCurrency: text(info?.regCurrency),
  };
}

/**
 * The sportsbook address and token the sports-config store persisted, when it is the variant the
 * app will use (a member's for a stored login, a guest's otherwise), read without the store.
 */
export function readStoredSportsAddress(
  storage: Pick<SafeStorage, 'getJSON'> = safeLocal,
): { token: string; apiServerAddress: string } | null {
  const saved = storage.getJSON<{ state?: { config?: Record<string, unknown> | null } }>(
    SPORTS_CONFIG_STORAGE_KEY,
  );
  const config = saved && typeof saved === 'object' ? saved.state?.config : undefined;
  if (!config || typeof config !== 'object') return null;
  const { token, apiServerAddress, guest } = config;
  if (typeof token !== 'string' || typeof apiServerAddress !== 'string') return null;
  return guest === (readStoredSession(storage).token === null) ? { token, apiServerAddress } : null;
}

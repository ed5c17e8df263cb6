import { safeLocal, type SafeStorage, SESSION_STORAGE_KEY } from '@app/shared/rules';

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

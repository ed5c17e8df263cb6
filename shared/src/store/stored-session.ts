import { safeLocal, type SafeStorage, SESSION_STORAGE_KEY } from '@app/shared/rules';

/** The login the session store persisted, read without the store (the early script runs before it exists). */
export function readStoredSession(storage: Pick<SafeStorage, 'getJSON'> = safeLocal): {
  token: string | null;
  username: string | null;
} {
  const saved = storage.getJSON<{ state?: { token?: unknown; username?: unknown } }>(
    SESSION_STORAGE_KEY,
  );
  const state = saved && typeof saved === 'object' ? saved.state : undefined;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return { token: text(state?.token), username: text(state?.username) };
}

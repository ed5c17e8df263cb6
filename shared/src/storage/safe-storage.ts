/**
 * Storage that never throws: when the browser blocks storage (private mode, disabled cookies,
 * quota exceeded) values live in memory for the session instead (reliability items R12/R13).
 * Keys are given without the `__` prefix of SPEC §9; it is added here.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  getJSON<T>(key: string): T | null;
  setJSON(key: string, value: unknown): void;
  /** Keys (without prefix) currently stored. */
  keys(): string[];
  /** True when the real browser storage is being used. */
  readonly persistent: boolean;
}

export const KEY_PREFIX = '__';

function probe(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    const store = globalThis[kind];
    if (!store) return null;
    const test = `${KEY_PREFIX}probe`;
    store.setItem(test, '1');
    store.removeItem(test);
    return store;
  } catch {
    return null;
  }
}

export function createSafeStorage(kind: 'localStorage' | 'sessionStorage'): SafeStorage {
  const memory = new Map<string, string>();
  let backing: Storage | null | undefined;
  const real = (): Storage | null => {
    if (backing === undefined) backing = probe(kind);
    return backing;
  };
  const full = (key: string) => `${KEY_PREFIX}${key}`;

  const api: SafeStorage = {
    get(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      try {
        return real()?.getItem(full(key)) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        const store = real();
        if (store) {
          store.setItem(full(key), value);
          memory.delete(key);
          return;
        }
      } catch {
        // quota exceeded or revoked: keep the value for this session
      }
      memory.set(key, value);
    },
    remove(key) {
      memory.delete(key);
      try {
        real()?.removeItem(full(key));
      } catch {
        // nothing to do: the value is gone from memory
      }
    },
    getJSON<T>(key: string): T | null {
      const raw = api.get(key);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        api.remove(key); // a corrupt value is dropped so defaults apply (R13)
        return null;
      }
    },
    setJSON(key, value) {
      api.set(key, JSON.stringify(value));
    },
    keys() {
      const out = new Set(memory.keys());
      try {
        const store = real();
        if (store) {
          for (let i = 0; i < store.length; i += 1) {
            const k = store.key(i);
            if (k?.startsWith(KEY_PREFIX)) out.add(k.slice(KEY_PREFIX.length));
          }
        }
      } catch {
        // storage revoked mid-session: memory keys are all we know
      }
      return [...out];
    },
    get persistent() {
      return real() !== null;
    },
  };
  return api;
}

export const safeLocal = createSafeStorage('localStorage');
export const safeSession = createSafeStorage('sessionStorage');

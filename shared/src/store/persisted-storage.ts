import { createJSONStorage, type StateStorage } from 'zustand/middleware';
import { safeLocal } from '@app/shared/rules';

/** zustand persistence backed by safeLocal: `__`-prefixed keys, memory fallback, corrupt values dropped. */
const stateStorage: StateStorage = {
  getItem: (name) => {
    const raw = safeLocal.get(name);
    if (raw === null) return null;
    try {
      JSON.parse(raw);
      return raw;
    } catch {
      // a corrupt value would stop hydration for good (R13): drop it so defaults apply
      safeLocal.remove(name);
      return null;
    }
  },
  setItem: (name, value) => safeLocal.set(name, value),
  removeItem: (name) => safeLocal.remove(name),
};

export const persistedStorage = createJSONStorage(() => stateStorage);

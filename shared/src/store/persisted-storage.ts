import { createJSONStorage, type StateStorage } from 'zustand/middleware';
import { safeLocal } from '../storage/safe-storage';

/** zustand persistence backed by safeLocal: `__`-prefixed keys, memory fallback, corrupt values dropped. */
const stateStorage: StateStorage = {
  getItem: (name) => safeLocal.get(name),
  setItem: (name, value) => safeLocal.set(name, value),
  removeItem: (name) => safeLocal.remove(name),
};

export const persistedStorage = createJSONStorage(() => stateStorage);

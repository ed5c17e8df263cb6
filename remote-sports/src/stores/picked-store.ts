import { create } from 'zustand';

/**
 * Remote-level view of which prices are in the bet slip, so any odds button (list, detail) can show
 * its selected state without importing the slip feature. The slip writes it; buttons only read.
 */
interface PickedState {
  keys: Readonly<Record<string, true>>;
  setKeys(keys: readonly string[]): void;
}

export const usePickedStore = create<PickedState>()((set) => ({
  keys: {},
  setKeys: (keys) => set({ keys: Object.fromEntries(keys.map((k) => [k, true as const])) }),
}));

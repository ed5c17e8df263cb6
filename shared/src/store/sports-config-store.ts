import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { SPORTS_CONFIG_STORAGE_KEY } from '@app/shared/rules';
import { persistedStorage } from './persisted-storage';

/** SPEC §3 sports-service config. */
export interface SportsServiceConfig {
  token: string;
  apiServerAddress: string;
  pcAddress?: string;
  pushServerAddress?: string;
  virtualAddress?: string;
  /** Whether the token is the logged-in or the guest variant. */
  guest: boolean;
}

interface SportsConfigState {
  config: SportsServiceConfig | null;
  setConfig(config: SportsServiceConfig | null): void;
}

/** The stored sportsbook config (base URL and token, SPEC §3). */
export const useSportsConfigStore = create<SportsConfigState>()(
  persist((set) => ({ config: null, setConfig: (config) => set({ config }) }), {
    name: SPORTS_CONFIG_STORAGE_KEY,
    storage: persistedStorage,
  }),
);

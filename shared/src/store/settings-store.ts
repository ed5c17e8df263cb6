import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistedStorage } from './persisted-storage';
import {
  DEFAULT_SETTINGS,
  oddsChangeOf,
  oddsFormatOf,
  settingsOf,
  type Settings,
} from './stored-settings';
import { SETTINGS_STORAGE_KEY } from '@app/shared/rules';

export { DEFAULT_SETTINGS, type Settings };

interface SettingsActions {
  setOddsFormat(oddsFormat: number): void;
  setOddsChange(oddsChange: number): void;
  /** SPEC §4 logout clears the settings: back to the defaults. */
  reset(): void;
}

/** Member preferences of the sportsbook, persisted under `__settings`. */
export const useSettingsStore = create<Settings & SettingsActions>()(
  persist(
    (set) => ({
      ...DEFAULT_SETTINGS,
      setOddsFormat: (oddsFormat) => set({ oddsFormat: oddsFormatOf(oddsFormat) }),
      setOddsChange: (oddsChange) => set({ oddsChange: oddsChangeOf(oddsChange) }),
      reset: () => set({ ...DEFAULT_SETTINGS }),
    }),
    {
      name: SETTINGS_STORAGE_KEY,
      storage: persistedStorage,
      partialize: (s) => ({ oddsFormat: s.oddsFormat, oddsChange: s.oddsChange }),
      // values edited by hand in storage must not reach the sportsbook body (R13)
      merge: (persisted, current) => ({ ...current, ...settingsOf(persisted) }),
    },
  ),
);

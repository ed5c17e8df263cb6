import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistedStorage } from './persisted-storage';

/** SPEC §3 local settings. Odds format 1 is decimal; odds change 1 accepts any odds change. */
export interface Settings {
  oddsFormat: number;
  oddsChange: number;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = { oddsFormat: 1, oddsChange: 1 };

interface SettingsActions {
  setOddsFormat(oddsFormat: number): void;
  setOddsChange(oddsChange: number): void;
  /** SPEC §4 logout clears the settings: back to the defaults. */
  reset(): void;
}

const positiveInt = (value: number, fallback: number): number =>
  Number.isInteger(value) && value > 0 ? value : fallback;

/** Member preferences of the sportsbook, persisted under `__settings`. */
export const useSettingsStore = create<Settings & SettingsActions>()(
  persist(
    (set) => ({
      ...DEFAULT_SETTINGS,
      setOddsFormat: (oddsFormat) =>
        set({ oddsFormat: positiveInt(oddsFormat, DEFAULT_SETTINGS.oddsFormat) }),
      setOddsChange: (oddsChange) =>
        set({ oddsChange: positiveInt(oddsChange, DEFAULT_SETTINGS.oddsChange) }),
      reset: () => set({ ...DEFAULT_SETTINGS }),
    }),
    {
      name: 'settings',
      storage: persistedStorage,
      partialize: (s) => ({ oddsFormat: s.oddsFormat, oddsChange: s.oddsChange }),
      // values edited by hand in storage must not reach the sportsbook body (R13)
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<Settings>;
        return {
          ...current,
          oddsFormat: positiveInt(Number(p.oddsFormat), DEFAULT_SETTINGS.oddsFormat),
          oddsChange: positiveInt(Number(p.oddsChange), DEFAULT_SETTINGS.oddsChange),
        };
      },
    },
  ),
);

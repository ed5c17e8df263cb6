import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistedStorage } from './persisted-storage';

/**
 * SPEC §3 local settings. Odds format 1 EU (decimal), 2 HK, 3 Malay, 4 Indo, 5 US; odds change
 * 0 accepts no change, 1 better odds only, 2 any change (the provider's enums).
 */
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

const inRange =
  (min: number, max: number, fallback: number) =>
  (value: number): number =>
    Number.isInteger(value) && value >= min && value <= max ? value : fallback;
const oddsFormatOf = inRange(1, 5, DEFAULT_SETTINGS.oddsFormat);
const oddsChangeOf = inRange(0, 2, DEFAULT_SETTINGS.oddsChange);

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
      name: 'settings',
      storage: persistedStorage,
      partialize: (s) => ({ oddsFormat: s.oddsFormat, oddsChange: s.oddsChange }),
      // values edited by hand in storage must not reach the sportsbook body (R13)
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<Settings>;
        return {
          ...current,
          oddsFormat: oddsFormatOf(Number(p.oddsFormat)),
          oddsChange: oddsChangeOf(Number(p.oddsChange)),
        };
      },
    },
  ),
);

import { safeLocal, type SafeStorage, SETTINGS_STORAGE_KEY } from '@app/shared/rules';

/**
 * SPEC §3 local settings. Odds format 1 EU (decimal), 2 HK, 3 Malay, 4 Indo, 5 US; odds change
 * 0 accepts no change, 1 better odds only, 2 any change (the provider's enums).
 */
export interface Settings {
  oddsFormat: number;
  oddsChange: number;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = { oddsFormat: 1, oddsChange: 1 };

const inRange =
  (min: number, max: number, fallback: number) =>
  (value: number): number =>
    Number.isInteger(value) && value >= min && value <= max ? value : fallback;
/** A stored or chosen value, or the default when it is not one of the provider's (R13). */
export const oddsFormatOf = inRange(1, 5, DEFAULT_SETTINGS.oddsFormat);
export const oddsChangeOf = inRange(0, 2, DEFAULT_SETTINGS.oddsChange);

/** The persisted settings, checked as the store checks them (values edited by hand fall back). */
export function settingsOf(persisted: unknown): Settings {
  const p = (persisted ?? {}) as Partial<Record<keyof Settings, unknown>>;
  return {
    oddsFormat: oddsFormatOf(Number(p.oddsFormat)),
    oddsChange: oddsChangeOf(Number(p.oddsChange)),
  };
}

/** The settings the store will start with, read without the store (an early painter runs before it). */
export function readStoredSettings(storage: Pick<SafeStorage, 'getJSON'> = safeLocal): Settings {
  const saved = storage.getJSON<{ state?: unknown }>(SETTINGS_STORAGE_KEY);
  return settingsOf(saved && typeof saved === 'object' ? saved.state : undefined);
}

import { create } from 'zustand';
import type { Language } from '../rules/language';
import { safeLocal } from '../storage/safe-storage';

export type Theme = 'dark' | 'light';

/** SPEC §4: theme stored under local-theme, default dark. */
export const THEME_KEY = 'local-theme';

export interface AppState {
  language: Language;
  theme: Theme;
  setLanguage(language: Language): void;
  setTheme(theme: Theme): void;
}

function initialTheme(): Theme {
  return safeLocal.get(THEME_KEY) === 'light' ? 'light' : 'dark';
}

/** Site-wide UI state shared by host and remotes. */
export const useAppStore = create<AppState>()((set) => ({
  language: 'en',
  theme: initialTheme(),
  setLanguage: (language) => set({ language }),
  setTheme: (theme) => {
    safeLocal.set(THEME_KEY, theme);
    set({ theme });
  },
}));

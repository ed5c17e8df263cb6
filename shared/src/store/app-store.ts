import { create } from 'zustand';
import { type Language, type MaintenanceNotice, safeLocal } from '@app/shared/rules';
import { useSessionStore } from './session-store';

export type Theme = 'dark' | 'light';

/** SPEC §4: theme stored under local-theme, default dark. */
export const THEME_KEY = 'local-theme';
/** SPEC §4: the menu order from the maintenance config, stored for guests only. */
export const MENU_ORDER_KEY = 'menuOrderlist';

/**
 * SPEC §3 app state, client side only. The device id lives in the session store; the server lists
 * of §3 (countries, game types, hot recommendations) live in TanStack Query, not here.
 */
export interface AppState {
  language: Language;
  theme: Theme;
  verifyDomainType: number | null;
  maintainInfo: MaintenanceNotice | null;
  menuOrderlist: readonly string[];
}

export interface AppActions {
  setLanguage(language: Language): void;
  setTheme(theme: Theme): void;
  setVerifyDomainType(type: number | null): void;
  /** Stores the notice and, when nobody is logged in, its menu order (SPEC §4). */
  setMaintainInfo(notice: MaintenanceNotice | null): void;
}

function initialTheme(): Theme {
  return safeLocal.get(THEME_KEY) === 'light' ? 'light' : 'dark';
}

/** `'3,1, 5'` → `['3','1','5']`; anything else → []. */
export function parseMenuOrder(gameOrder: unknown): string[] {
  if (typeof gameOrder !== 'string') return [];
  return gameOrder
    .split(',')
    .map((item) => item.trim())
    .filter((item) => /^[\w-]{1,32}$/.test(item));
}

function initialMenuOrder(): string[] {
  const stored = safeLocal.getJSON<unknown>(MENU_ORDER_KEY);
  return Array.isArray(stored) ? parseMenuOrder(stored.join(',')) : [];
}

/** Site-wide UI state shared by host and remotes. */
export const useAppStore = create<AppState & AppActions>()((set) => ({
  language: 'en',
  theme: initialTheme(),
  verifyDomainType: null,
  maintainInfo: null,
  menuOrderlist: initialMenuOrder(),
  setLanguage: (language) => set({ language }),
  setTheme: (theme) => {
    safeLocal.set(THEME_KEY, theme);
    set({ theme });
  },
  setVerifyDomainType: (verifyDomainType) => set({ verifyDomainType }),
  setMaintainInfo: (maintainInfo) => {
    const order = parseMenuOrder(maintainInfo?.sportsConfigVO?.gameOrder);
    if (useSessionStore.getState().token || order.length === 0) {
      set({ maintainInfo });
      return;
    }
    safeLocal.setJSON(MENU_ORDER_KEY, order);
    set({ maintainInfo, menuOrderlist: order });
  },
}));

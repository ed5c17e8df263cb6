import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import {
  clearPreferenceCookie,
  MEMBER_COOKIE,
  SESSION_STORAGE_KEY,
  writePreferenceCookie,
} from '@app/shared/rules';
import { persistedStorage } from './persisted-storage';

/** SPEC §3 user info (role values are not in the spec; these are the sandbox's). */
export interface UserInfo {
  id?: number | string;
  userName: string;
  nickName?: string;
  regCurrency?: string;
  role?: 'member' | 'anchor' | 'superAdmin' | string;
  gameOrder?: string;
  avatar?: string;
  vipLevel?: number;
}

export interface SessionState {
  token: string | null;
  username: string | null;
  loginState: number | null;
  mobile: string | null;
  mobileArea: string | null;
  deviceId: string | null;
  giftPackId: string | null;
  giftPackName: string | null;
  userInfo: UserInfo | null;
  /** Read from memberWallet (SPEC §3). */
  balance: number | null;
  /** When `balance` was read (ms since epoch), so a screen can tell fresh from stale. */
  balanceAt: number | null;
}

export interface SessionActions {
  signIn(input: {
    token: string;
    username: string;
    loginState?: number | null;
    mobile?: string | null;
    mobileArea?: string | null;
  }): void;
  setUserInfo(info: UserInfo): void;
  setBalance(balance: number | null): void;
  setDeviceId(id: string): void;
  setGiftPack(id: string | null, name: string | null): void;
  /** Clears token, user info and gift pack keys (SPEC §4 logout). */
  signOut(): void;
}

export const INITIAL_SESSION: SessionState = {
  token: null,
  username: null,
  loginState: null,
  mobile: null,
  mobileArea: null,
  deviceId: null,
  giftPackId: null,
  giftPackName: null,
  userInfo: null,
  balance: null,
  balanceAt: null,
};

/** The one session store of the site: host and every remote read this same instance. */
export const useSessionStore = create<SessionState & SessionActions>()(
  persist(
    (set) => ({
      ...INITIAL_SESSION,
      signIn: ({ token, username, loginState = null, mobile = null, mobileArea = null }) =>
        set({ token, username, loginState, mobile, mobileArea }),
      setUserInfo: (userInfo) => set({ userInfo, username: userInfo.userName }),
      setBalance: (balance) => set({ balance, balanceAt: balance == null ? null : Date.now() }),
      setDeviceId: (deviceId) => set({ deviceId }),
      setGiftPack: (giftPackId, giftPackName) => set({ giftPackId, giftPackName }),
      signOut: () => set((s) => ({ ...INITIAL_SESSION, deviceId: s.deviceId })),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: persistedStorage,
      partialize: (s) => ({
        token: s.token,
        username: s.username,
        userInfo: s.userInfo,
        deviceId: s.deviceId,
        giftPackId: s.giftPackId,
        giftPackName: s.giftPackName,
      }),
    },
  ),
);

export const selectIsLoggedIn = (s: SessionState): boolean => Boolean(s.token);

function mirrorLogin(loggedIn: boolean): void {
  if (loggedIn) writePreferenceCookie(MEMBER_COOKIE, '1');
  else clearPreferenceCookie(MEMBER_COOKIE);
}

// MEMBER_COOKIE follows the stored login: a page load, a login, a logout, another tab's
mirrorLogin(Boolean(useSessionStore.getState().token));
useSessionStore.subscribe((s, prev) => {
  if (Boolean(s.token) !== Boolean(prev.token)) mirrorLogin(Boolean(s.token));
});

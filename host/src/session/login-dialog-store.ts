import { create } from 'zustand';
import type { LoginResponseLike } from '@app/shared/rules';

/**
 * SPEC §2 page key of the login dialog: which page it shows. `vtob` is the follow-up step of a
 * login response that carries a `state` (SPEC §4).
 */
export type LoginPage = 'login' | 'phone' | 'register' | 'vtob';

/** The account the second (verification) dialog is about (SPEC §4: loginState 1 or 2). */
export interface VerifyTarget {
  userName: string;
  mobile: string;
  mobileArea: string;
}

interface LoginDialogState {
  open: boolean;
  page: LoginPage;
  /** Where to go after login (checked with safeRedirectPath before use). */
  redirect: string | null;
  /** A message shown above the form (e.g. the session expired). */
  notice: string | null;
  /** History data of the vtob step (the login response without its token). */
  vtobHistory: (LoginResponseLike & { userName?: string | null }) | null;
  /** Open second dialog: verification code for a login with loginState 1 or 2. */
  verify: VerifyTarget | null;
  show(redirect?: string | null, page?: LoginPage, notice?: string | null): void;
  setPage(page: LoginPage): void;
  hide(): void;
  openVerify(target: VerifyTarget): void;
  closeVerify(): void;
  openVtob(history: LoginResponseLike & { userName?: string | null }): void;
}

export const useLoginDialog = create<LoginDialogState>()((set) => ({
  open: false,
  page: 'login',
  redirect: null,
  notice: null,
  vtobHistory: null,
  verify: null,
  show: (redirect = null, page = 'login', notice = null) =>
    set({ open: true, redirect, page, notice, verify: null }),
  setPage: (page) => set({ page, notice: null }),
  // the redirect survives the hand-over to the verification dialog; hide() clears it
  hide: () => set({ open: false, redirect: null, notice: null, page: 'login', vtobHistory: null }),
  openVerify: (verify) => set({ open: false, verify }),
  closeVerify: () => set({ verify: null, redirect: null }),
  openVtob: (vtobHistory) => set({ open: true, page: 'vtob', vtobHistory, notice: null }),
}));

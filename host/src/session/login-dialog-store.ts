import { create } from 'zustand';

interface LoginDialogState {
  open: boolean;
  /** Where to go after login (already checked to be a same-origin path). */
  redirect: string | null;
  show(redirect?: string | null): void;
  hide(): void;
}

export const useLoginDialog = create<LoginDialogState>()((set) => ({
  open: false,
  redirect: null,
  show: (redirect = null) => set({ open: true, redirect }),
  hide: () => set({ open: false, redirect: null }),
}));

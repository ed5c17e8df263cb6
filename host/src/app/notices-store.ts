import { create } from 'zustand';

interface NoticesState {
  newVersion: boolean;
  setNewVersion(value: boolean): void;
}

/** Site-wide banners the layout shows (the offline banner reads navigator state itself). */
export const useNotices = create<NoticesState>()((set) => ({
  newVersion: false,
  setNewVersion: (newVersion) => set({ newVersion }),
}));

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { safeLocal } from '@app/shared/rules';

/** At most this many favourites per member: the list is a shortcut, not an archive. */
export const MAX_FAVOURITES = 60;

interface FavouritesState {
  /** Game ids by user name, newest first. */
  byUser: Record<string, string[]>;
  toggle(userName: string, gameId: string): void;
}

export const useFavouritesStore = create<FavouritesState>()(
  persist(
    (set) => ({
      byUser: {},
      toggle: (userName, gameId) =>
        set((s) => {
          const mine = s.byUser[userName] ?? [];
          const next = mine.includes(gameId)
            ? mine.filter((id) => id !== gameId)
            : [gameId, ...mine].slice(0, MAX_FAVOURITES);
          return { byUser: { ...s.byUser, [userName]: next } };
        }),
    }),
    {
      name: 'gameFavourites',
      version: 1,
      // safeLocal adds the `__` prefix (SPEC §9) and falls back to memory when storage is blocked
      storage: createJSONStorage(() => ({
        getItem: (k) => safeLocal.get(k),
        setItem: (k, v) => safeLocal.set(k, v),
        removeItem: (k) => safeLocal.remove(k),
      })),
      partialize: (s) => ({ byUser: s.byUser }),
    },
  ),
);

const NONE: string[] = [];

/** The signed-in member's favourites (none for a guest). */
export function useFavourites(userName: string | null): string[] {
  return useFavouritesStore((s) => (userName ? (s.byUser[userName] ?? NONE) : NONE));
}

import { create } from 'zustand';
import { isFollowed, safeLocal, toggleFollow, type FollowList } from '@app/shared/rules';

/** SPEC §3 stored follow list: sport id → followed match ids, kept across visits. */
const KEY = 'followList';

function read(): FollowList {
  const v = safeLocal.getJSON<FollowList>(KEY);
  return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
}

interface FollowState {
  list: FollowList;
  toggle(sportId: number, matchId: string): void;
}

export const useFollowStore = create<FollowState>()((set, get) => ({
  list: read(),
  toggle: (sportId, matchId) => {
    const list = toggleFollow(get().list, sportId, matchId);
    safeLocal.setJSON(KEY, list);
    set({ list });
  },
}));

export function useIsFollowed(sportId: number, matchId: string): boolean {
  return useFollowStore((s) => isFollowed(s.list, sportId, matchId));
}

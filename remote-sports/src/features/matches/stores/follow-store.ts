import { create } from 'zustand';
import { isFollowed, safeLocal, toggleFollow, type FollowList } from '@app/shared/rules';
import { FOLLOW_LIST_KEY, readFollowList } from '../lib/stored-follows';

interface FollowState {
  list: FollowList;
  toggle(sportId: number, matchId: string): void;
}

export const useFollowStore = create<FollowState>()((set, get) => ({
  list: readFollowList(),
  toggle: (sportId, matchId) => {
    const list = toggleFollow(get().list, sportId, matchId);
    safeLocal.setJSON(FOLLOW_LIST_KEY, list);
    set({ list });
  },
}));

export function useIsFollowed(sportId: number, matchId: string): boolean {
  return useFollowStore((s) => isFollowed(s.list, sportId, matchId));
}

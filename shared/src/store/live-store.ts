import { create } from 'zustand';

/** SPEC §3 liveMatchScore entry. */
export interface LiveMatchScore {
  gameId: number | string;
  scores: unknown[];
}

/** SPEC §3 live broadcast state (not persisted). */
export interface LiveState {
  dataList: unknown[];
  liveRoom: Record<string, unknown> | null;
  matchList: unknown[];
  giftList: unknown[];
  countAnchor: number;
  isUpward: boolean;
  roomSportType: number | null;
  anchorStatus: number | null;
  anchorGift: unknown[];
  anchorOrder: unknown[];
  videoSource: unknown[];
  liveMatchScore: LiveMatchScore[];
  currentVideoSource: string | null;
}

type Setters = {
  [K in keyof LiveState as `set${Capitalize<K & string>}`]: (value: LiveState[K]) => void;
};

export interface LiveStore extends LiveState, Setters {
  /** Replaces or adds the score of one match (by gameId). */
  upsertMatchScore(entry: LiveMatchScore): void;
  reset(): void;
}

export const INITIAL_LIVE_STATE: LiveState = {
  dataList: [],
  liveRoom: null,
  matchList: [],
  giftList: [],
  countAnchor: 0,
  isUpward: false,
  roomSportType: null,
  anchorStatus: null,
  anchorGift: [],
  anchorOrder: [],
  videoSource: [],
  liveMatchScore: [],
  currentVideoSource: null,
};

export const useLiveStore = create<LiveStore>()((set) => {
  const setter =
    <K extends keyof LiveState>(key: K) =>
    (value: LiveState[K]) =>
      set({ [key]: value } as Pick<LiveState, K>);
  return {
    ...INITIAL_LIVE_STATE,
    setDataList: setter('dataList'),
    setLiveRoom: setter('liveRoom'),
    setMatchList: setter('matchList'),
    setGiftList: setter('giftList'),
    setCountAnchor: setter('countAnchor'),
    setIsUpward: setter('isUpward'),
    setRoomSportType: setter('roomSportType'),
    setAnchorStatus: setter('anchorStatus'),
    setAnchorGift: setter('anchorGift'),
    setAnchorOrder: setter('anchorOrder'),
    setVideoSource: setter('videoSource'),
    setLiveMatchScore: setter('liveMatchScore'),
    setCurrentVideoSource: setter('currentVideoSource'),
    upsertMatchScore: (entry) =>
      set((s) => ({
        liveMatchScore: [
          ...s.liveMatchScore.filter((e) => String(e.gameId) !== String(entry.gameId)),
          entry,
        ],
      })),
    reset: () => set({ ...INITIAL_LIVE_STATE }),
  };
});

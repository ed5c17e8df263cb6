import { create } from 'zustand';

/** One gift animation: the same sender sending the same gift again merges into a combo. */
export interface GiftShow {
  key: string;
  sender: string;
  giftName: string;
  icon?: string;
  count: number;
}

export const GIFT_QUEUE_CAP = 12;
export const GIFT_SHOW_MS = 2600;

interface GiftQueueState {
  current: GiftShow | null;
  waiting: GiftShow[];
  push: (show: Omit<GiftShow, 'key'>) => void;
  /** The current animation ended: the next one starts. */
  next: () => void;
  clear: () => void;
}

const comboKey = (s: Pick<GiftShow, 'sender' | 'giftName'>) => `${s.sender}\u0000${s.giftName}`;

/** The room's gift animations, one at a time, combos merged, a cap so a busy room never lags behind. */
export const useGiftQueue = create<GiftQueueState>()((set) => ({
  current: null,
  waiting: [],
  push: (show) =>
    set((s) => {
      const key = comboKey(show);
      if (s.current?.key === key)
        return { current: { ...s.current, count: s.current.count + show.count } };
      const i = s.waiting.findIndex((w) => w.key === key);
      if (i >= 0) {
        const waiting = [...s.waiting];
        waiting[i] = { ...waiting[i]!, count: waiting[i]!.count + show.count };
        return { waiting };
      }
      const item = { ...show, key };
      if (!s.current) return { current: item };
      // Over the cap the oldest waiting show is dropped: late animations are worse than none.
      return { waiting: [...s.waiting, item].slice(-GIFT_QUEUE_CAP) };
    }),
  next: () => set((s) => ({ current: s.waiting[0] ?? null, waiting: s.waiting.slice(1) })),
  clear: () => set({ current: null, waiting: [] }),
}));

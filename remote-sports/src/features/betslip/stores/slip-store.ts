import { create } from 'zustand';
import { safeSession } from '@app/shared/rules';
import type { BetSelectionIntent } from '@app/shared/federation';
import { usePickedStore } from '../../../stores/picked-store';
import type { SeriesOption } from '../lib/quote';
import { UNQUOTED, type SlipItem } from '../lib/slip-item';
import { readSlip, writeSlip } from './slip-persist';

/** Provider limit (research §1.2): at most 10 selections in a slip. */
export const MAX_SELECTIONS = 10;

export type SlipMode = 'single' | 'parlay';
export type AddResult = 'added' | 'exists' | 'full' | 'invalid';

export interface Receipt {
  orderId: string | null;
  label: string;
  stake: number;
  /** Provider order status: 0 created, 1 confirming, 2 rejected, 3 cancelled, 4 confirmed, 5 settled. */
  status: number;
  rejectCode: number | null;
}

interface SlipState {
  items: SlipItem[];
  stakes: Record<string, string>;
  seriesStakes: Record<string, string>;
  series: SeriesOption[];
  mode: SlipMode;
  receipts: Receipt[];
  open: boolean;
  notice: 'full' | null;
  add(intent: BetSelectionIntent): AddResult;
  remove(key: string): void;
  clear(): void;
  setStake(key: string, value: string): void;
  setSeriesStake(sn: number, value: string): void;
  setMode(mode: SlipMode): void;
  setOpen(open: boolean): void;
  setNotice(notice: 'full' | null): void;
  setReceipts(receipts: Receipt[]): void;
}

const INITIAL = {
  items: [] as SlipItem[],
  stakes: {},
  seriesStakes: {},
  series: [] as SeriesOption[],
  mode: 'single' as SlipMode,
  receipts: [] as Receipt[],
  open: false,
  notice: null as 'full' | null,
};

export const useSlipStore = create<SlipState>()((set, get) => ({
  ...INITIAL,
  // the picks of this tab survive a reload (issue 10); the quote re-validates them on load
  ...readSlip(safeSession),
  add: (intent) => {
    const { items } = get();
    if (!intent.marketId || !intent.outcomeId || !(intent.odds > 1)) return 'invalid';
    const key = `${intent.marketId}:${intent.outcomeId}`;
    if (items.some((i) => i.key === key)) return 'exists';
    if (items.length >= MAX_SELECTIONS) return 'full';
    const item: SlipItem = {
      key,
      matchId: intent.matchId,
      marketId: intent.marketId,
      optionType: intent.outcomeId,
      odds: intent.odds,
      current: intent.odds,
      label: intent.label ?? '',
      matchName: intent.matchName ?? '',
      source: intent.source,
      ...UNQUOTED,
    };
    // a new pick starts a new slip once the last one was placed
    set({ items: [...items, item], receipts: [] });
    return 'added';
  },
  remove: (key) =>
    set((s) => {
      const { [key]: _, ...stakes } = s.stakes;
      return { items: s.items.filter((i) => i.key !== key), stakes };
    }),
  clear: () => set({ ...INITIAL, open: get().open }),
  setStake: (key, value) => set((s) => ({ stakes: { ...s.stakes, [key]: value } })),
  setSeriesStake: (sn, value) =>
    set((s) => ({ seriesStakes: { ...s.seriesStakes, [String(sn)]: value } })),
  setMode: (mode) => set({ mode }),
  setOpen: (open) => set({ open }),
  setNotice: (notice) => set({ notice }),
  setReceipts: (receipts) => set({ receipts }),
}));

usePickedStore.getState().setKeys(useSlipStore.getState().items.map((i) => i.key));
useSlipStore.subscribe((s, prev) => {
  if (s.items !== prev.items) usePickedStore.getState().setKeys(s.items.map((i) => i.key));
  if (s.items !== prev.items || s.mode !== prev.mode)
    writeSlip(safeSession, { items: s.items, mode: s.mode });
});

/** Test helper: back to an empty slip. */
export function resetSlip(): void {
  useSlipStore.setState({ ...INITIAL });
}

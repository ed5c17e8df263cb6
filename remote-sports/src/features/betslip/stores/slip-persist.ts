import type { SafeStorage } from '@app/shared/rules';
import { UNQUOTED, type SlipItem } from '../lib/slip-item';

/** sessionStorage key of the slip's picks (`__sportsSlip`: safe storage adds the SPEC §9 prefix). */
export const SLIP_KEY = 'sportsSlip';
const VERSION = 1;
const MAX = 10;

/** What survives a reload: the picks as the member took them, and the slip mode. Nothing else. */
export interface SavedSlip {
  items: SlipItem[];
  mode: 'single' | 'parlay';
}

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): v is string => typeof v === 'string' && v !== '' && v.length <= 200;

function pick(raw: unknown): SlipItem | null {
  if (!isRec(raw)) return null;
  const { matchId, marketId, optionType, odds, label, matchName, source } = raw;
  if (!text(matchId) || !text(marketId) || !text(optionType)) return null;
  if (typeof odds !== 'number' || !Number.isFinite(odds) || odds <= 1) return null;
  return {
    key: `${marketId}:${optionType}`,
    matchId,
    marketId,
    optionType,
    odds,
    current: odds,
    label: typeof label === 'string' ? label : '',
    matchName: typeof matchName === 'string' ? matchName : '',
    ...(typeof source === 'string' ? { source } : {}),
    // unknown until the first quote re-validates it against the provider (gone → closed)
    ...UNQUOTED,
  };
}

/** The saved slip, or null; a value of the wrong shape is dropped from storage. */
export function readSlip(storage: SafeStorage): SavedSlip | null {
  const raw = storage.getJSON<unknown>(SLIP_KEY);
  if (raw === null) return null;
  const items = isRec(raw) && raw.v === VERSION && Array.isArray(raw.items) ? raw.items : null;
  const picks = items?.slice(0, MAX).map(pick) ?? [];
  if (!items || picks.some((p) => p === null)) {
    storage.remove(SLIP_KEY);
    return null;
  }
  const seen = new Set<string>();
  const unique = (picks as SlipItem[]).filter((p) => !seen.has(p.key) && seen.add(p.key));
  return { items: unique, mode: isRec(raw) && raw.mode === 'parlay' ? 'parlay' : 'single' };
}

/** Saves the picks (the odds the member accepted) and the mode; an empty slip removes the key. */
export function writeSlip(storage: SafeStorage, slip: SavedSlip): void {
  if (slip.items.length === 0) {
    storage.remove(SLIP_KEY);
    return;
  }
  storage.setJSON(SLIP_KEY, {
    v: VERSION,
    mode: slip.mode,
    items: slip.items.map(({ matchId, marketId, optionType, odds, label, matchName, source }) => ({
      matchId,
      marketId,
      optionType,
      odds,
      label,
      matchName,
      source,
    })),
  });
}

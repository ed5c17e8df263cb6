import type { BetSelectionIntent } from '@app/shared/federation';
import type { PushOrder } from '@app/shared/api/live';

/** A pushed tip's content as the anchor centre writes it: one selection of the room's match. */
export interface TipContent {
  matchId: string;
  marketId: string;
  outcomeId: string;
  odds: number;
  label: string;
  matchName: string;
  marketName?: string;
  note?: string;
}

const s = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** Reads an (untrusted) tip; null when it is not a selection the bet slip can take. */
export function readTip(order: Pick<PushOrder, 'content'>): TipContent | null {
  const c = order.content;
  if (typeof c !== 'object' || c === null) return null;
  const r = c as Record<string, unknown>;
  const odds = Number(r.odds);
  const tip: TipContent = {
    matchId: s(r.matchId),
    marketId: s(r.marketId),
    outcomeId: s(r.outcomeId),
    odds,
    label: s(r.label),
    matchName: s(r.matchName),
    marketName: s(r.marketName) || undefined,
    note: s(r.note) || undefined,
  };
  return tip.matchId && tip.marketId && tip.outcomeId && odds > 1 ? tip : null;
}

/** The bet slip intent of a tip followed from a room. */
export function tipIntent(tip: TipContent, streamId: string): BetSelectionIntent {
  return {
    matchId: tip.matchId,
    marketId: tip.marketId,
    outcomeId: tip.outcomeId,
    odds: tip.odds,
    label: tip.label,
    matchName: tip.matchName,
    source: `live:${streamId}`,
  };
}

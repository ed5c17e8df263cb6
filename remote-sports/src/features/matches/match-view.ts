import type { Match } from '@app/shared';

export interface OddsOption {
  label: string;
  odds: number;
}

export interface MatchView {
  id: string;
  league: string;
  home: string;
  away: string;
  score: [number, number] | null;
  live: boolean;
  startsAt: number | null;
  odds: OddsOption[];
}

/** Status values shown as running (SPEC §4 names 4 as the break; 5 and 8 need a video source). */
const RUNNING_STATUSES = new Set([5, 4, 8]);

function readScore(match: Match): [number, number] | null {
  for (const entry of match.nsg ?? []) {
    const rec = entry as { tyg?: number; sc?: unknown };
    if (rec.tyg === 5 && Array.isArray(rec.sc) && rec.sc.length >= 2) {
      const [h, a] = rec.sc as unknown[];
      if (typeof h === 'number' && typeof a === 'number') return [h, a];
    }
  }
  return null;
}

/** Flattens the provider's compact match into what a card shows. */
export function toMatchView(match: Match): MatchView {
  const options = match.mg?.[0]?.mks?.[0]?.op ?? [];
  return {
    id: String(match.id),
    league: match.lg.na,
    home: match.ts?.[0]?.na ?? '—',
    away: match.ts?.[1]?.na ?? '—',
    score: readScore(match),
    live: RUNNING_STATUSES.has(match.ms),
    startsAt: match.bt ?? null,
    odds: options.slice(0, 3).map((o) => ({ label: o.na, odds: o.od })),
  };
}

import type { Match } from '@app/shared/api/sportsbook-lists';

/** Market type codes of the provider (api-sandbox/README: 1000 handicap, 1001 moneyline, 1005 1X2, 1007 O/U, 1008 outright). */
export const MTY = {
  handicap: 1000,
  moneyline: 1001,
  oneXTwo: 1005,
  overUnder: 1007,
  outright: 1008,
} as const;

/** Market sale status (research §1.1): 1 open, 0 suspended, -1 closed. */
export const SALE = { open: 1, suspended: 0, closed: -1 } as const;

export interface OptionView {
  ty: number;
  /** Short label (1, X, 2, Over). */
  na: string;
  /** Long name (team name, "Over 2.5"). */
  nm: string;
  od: number;
  li: string;
}

export interface LineView {
  id: string;
  ss: number;
  li: string;
  options: OptionView[];
}

export interface MarketGroupView {
  mty: number;
  pe: number;
  name: string;
  lines: LineView[];
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;

function toOption(raw: Record<string, unknown>): OptionView | null {
  const od = num(raw.od, Number.NaN);
  const ty = num(raw.ty, Number.NaN);
  if (!Number.isFinite(od) || !Number.isFinite(ty)) return null;
  return { ty, na: str(raw.na), nm: str(raw.nm) || str(raw.na), od, li: str(raw.li) };
}

/** The provider's market groups of a match as typed views (lines without an id are skipped). */
export function marketGroups(match: Match): MarketGroupView[] {
  return (match.mg ?? []).map((g) => {
    const rec = g as Record<string, unknown>;
    const lines: LineView[] = [];
    for (const line of g.mks ?? []) {
      const l = line as Record<string, unknown>;
      if (typeof l.id !== 'number' && typeof l.id !== 'string') continue;
      const options = (line.op as Array<Record<string, unknown>>)
        .map(toOption)
        .filter((o): o is OptionView => o !== null);
      lines.push({ id: String(l.id), ss: num(l.ss, SALE.open), li: str(l.li), options });
    }
    return { mty: g.mty, pe: g.pe, name: str(rec.nm), lines };
  });
}

/** The full-match period code of a sport's markets (the group listed first decides). */
function fullPeriod(groups: MarketGroupView[]): number | undefined {
  return groups[0]?.pe;
}

export interface MainMarkets {
  winner: { group: MarketGroupView; line: LineView } | null;
  handicap: { group: MarketGroupView; line: LineView } | null;
  total: { group: MarketGroupView; line: LineView } | null;
}

/** The three main markets a list row shows: 1X2 (or moneyline), handicap and over/under, full match. */
export function mainMarkets(groups: MarketGroupView[]): MainMarkets {
  const pe = fullPeriod(groups);
  const pick = (types: number[]) => {
    const group = groups.find((g) => types.includes(g.mty) && g.pe === pe);
    const line = group?.lines[0];
    return group && line ? { group, line } : null;
  };
  return {
    winner: pick([MTY.oneXTwo, MTY.moneyline, MTY.outright]),
    handicap: pick([MTY.handicap]),
    total: pick([MTY.overUnder]),
  };
}

/** Key of one selectable price: market line id + option type. */
export function pickKey(marketId: string | number, optionType: string | number): string {
  return `${marketId}:${optionType}`;
}

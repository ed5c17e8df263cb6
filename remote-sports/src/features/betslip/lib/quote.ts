/**
 * Typed reading of batchBetMatchMarketOfJumpLine (research §1.1): `bms[]` per selection (odds `op.od`,
 * line `op.li`, `smin/smax`, sale status `ss`, parlay allowed `au`, `omid` when the line moved) and
 * `sos[]` series options (`sn` legs per bet, 0 = full cover; `in` bets; `mi/mx` limits).
 */
export interface SelectionQuote {
  marketId: string;
  /** Set when the provider re-created the market with a new line: the id the slip held. */
  oldMarketId: string | null;
  matchId: string;
  odds: number | null;
  line: string;
  status: number;
  min: number | null;
  max: number | null;
  parlay: boolean;
  inPlay: boolean;
}

export interface SeriesOption {
  sn: number;
  bets: number;
  odds: number | null;
  min: number | null;
  max: number | null;
}

export interface SlipQuote {
  selections: SelectionQuote[];
  series: SeriesOption[];
}

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && v !== '' && Number.isFinite(Number(v))
      ? Number(v)
      : null;
const id = (v: unknown): string =>
  typeof v === 'number' || typeof v === 'string' ? String(v) : '';

function selection(raw: unknown): SelectionQuote | null {
  if (!isRec(raw)) return null;
  const op = isRec(raw.op) ? raw.op : null;
  return {
    marketId: id(raw.mid ?? raw.marketId),
    oldMarketId: raw.omid === undefined || raw.omid === null ? null : id(raw.omid),
    matchId: id(raw.matchId),
    odds: op ? num(op.od) : null,
    line: op && typeof op.li === 'string' ? op.li : '',
    status: num(raw.ss) ?? -1,
    min: num(raw.smin),
    max: num(raw.smax),
    parlay: num(raw.au) === 1,
    inPlay: num(raw.ip) === 1,
  };
}

function series(raw: unknown): SeriesOption | null {
  if (!isRec(raw)) return null;
  const sn = num(raw.sn);
  const bets = num(raw.in);
  if (sn === null || bets === null || bets < 1) return null;
  return { sn, bets, odds: num(raw.sodd), min: num(raw.mi), max: num(raw.mx) };
}

export function readSlipQuote(data: unknown): SlipQuote {
  const rec = isRec(data) ? data : {};
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  return {
    selections: list(rec.bms)
      .map(selection)
      .filter((x): x is SelectionQuote => x !== null),
    series: list(rec.sos)
      .map(series)
      .filter((x): x is SeriesOption => x !== null),
  };
}

import { ProviderCodes } from '../codes';
import type { Ctx } from '../context';
import { BizError } from '../errors';
import { assertMayStake } from '../rg/stake-guard';
import { changeBalance } from '../users';
import type { MatchView } from './match-view';
import { findOption } from './match-view';
import { matchById } from './query';
import { legResults, readSeries, seriesCashOut, settleSeries, writeSeries } from './series-ticket';

/** Order status: 0 created, 1 confirming, 2 rejected, 3 cancelled, 4 confirmed, 5 settled. */
export const ORDER = {
  CREATED: 0,
  CONFIRMING: 1,
  REJECTED: 2,
  CANCELLED: 3,
  CONFIRMED: 4,
  SETTLED: 5,
} as const;
/** Outcome: 0 none, 2 return, 3 lost, 4 won, 5 win half, 6 lose half, 7 cancel. */
export const OUTCOME = {
  NONE: 0,
  RETURN: 2,
  LOST: 3,
  WON: 4,
  WIN_HALF: 5,
  LOSE_HALF: 6,
  CANCEL: 7,
} as const;
/** In-play bets stay "confirming" this long. */
export const LIVE_CONFIRM_MS = 3_000;
/** Orders settle this long after acceptance (the sandbox's matches never really end). */
export const SETTLE_AFTER_MS = Number(process.env.SETTLE_AFTER_S ?? 300) * 1000;
export const STAKE_MIN = 10_000;
export const STAKE_MAX = 50_000_000;

export interface Leg {
  matchId: number;
  marketId: number;
  optionType: number;
  odds: number;
  li: string;
  mty: number;
  pe: number;
  sid: number;
  inPlay: boolean;
  matchName: string;
  leagueName: string;
  marketName: string;
  optionName: string;
  score: number[];
}

export interface OrderRow {
  id: number;
  user_id: number;
  series_type: number;
  status: number;
  stake: number;
  odds: number;
  max_win: number;
  payout: number | null;
  outcome: number;
  cash_out_status: number | null;
  legs: string;
  /** A betMultiple ticket's option and combinations (series-ticket.ts); null for a single. */
  series: string | null;
  reserve: number;
  created_at: number;
  settled_at: number | null;
}

export interface Selection {
  matchId: number;
  marketId: number;
  optionType: number;
  odds?: number;
}

/** Resolves a selection against the live market: current odds, line, status. */
export function resolveLeg(
  ctx: Ctx,
  sel: Selection,
  cache = new Map<number, MatchView | null>(),
): Leg {
  if (!cache.has(sel.matchId)) cache.set(sel.matchId, matchById(ctx, sel.matchId));
  const match = cache.get(sel.matchId);
  if (!match) throw new BizError(ProviderCodes.NOT_FOUND, `Match ${sel.matchId} not found`);
  const found = findOption(match, sel.marketId, sel.optionType);
  if (!found)
    throw new BizError(
      ProviderCodes.NOT_FOUND,
      `Market ${sel.marketId} option ${sel.optionType} not found`,
    );
  return {
    matchId: match.id,
    marketId: found.line.id,
    optionType: found.option.ty,
    odds: found.option.od,
    li: found.option.li,
    mty: found.group.mty,
    pe: found.group.pe,
    sid: match.sid,
    inPlay: match.ms === 5,
    matchName: match.nm,
    leagueName: match.lg.na,
    marketName: found.group.nm,
    optionName: found.option.nm,
    score: match.nsg[0]?.sc ?? [],
    ...(found.line.ss !== 1 ? { suspended: true } : {}),
  } as Leg;
}

export function isSuspended(leg: Leg): boolean {
  return (leg as Leg & { suspended?: boolean }).suspended === true;
}

/** Odds acceptance: 0 exact only, 1 better or equal, 2 any. */
export function oddsAccepted(
  requested: number | undefined,
  current: number,
  oddsChange: number,
): boolean {
  if (requested === undefined || oddsChange === 2) return true;
  if (oddsChange === 1) return current >= requested;
  return Math.abs(current - requested) < 0.005;
}

export function insertOrder(
  ctx: Ctx,
  userId: number,
  legs: Leg[],
  stake: number,
  odds: number,
  maxWin: number,
  seriesType: number,
): OrderRow {
  const now = Date.now();
  const status = legs.some((l) => l.inPlay) ? ORDER.CONFIRMING : ORDER.CONFIRMED;
  return ctx.db.transaction(() => {
    assertMayStake(ctx, userId, stake);
    const id = Number(
      ctx.db
        .prepare(
          `INSERT INTO orders (user_id, series_type, status, stake, odds, max_win, legs, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(userId, seriesType, status, stake, odds, maxWin, JSON.stringify(legs), now)
        .lastInsertRowid,
    );
    try {
      changeBalance(ctx, userId, -stake, 'bet', `order:${id}`);
    } catch {
      throw new BizError(ProviderCodes.INSUFFICIENT_BALANCE, 'Insufficient balance');
    }
    return ctx.db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as OrderRow;
  })();
}

function outcomeFor(order: OrderRow, legs: Leg[]): { outcome: number; payout: number } {
  const results = legResults(order.id, legs);
  if (results.some((r) => r.factor === 0)) return { outcome: OUTCOME.LOST, payout: 0 };
  const mult = results.reduce((p, r) => p * r.factor, 1);
  // credits are whole minor units (issue 49 #8): a fraction of a đồng is not paid
  const payout = Math.floor(order.stake * mult);
  const half = results[0]?.half ?? 0;
  if (legs.length === 1 && half !== 0)
    return { outcome: half > 0 ? OUTCOME.WIN_HALF : OUTCOME.LOSE_HALF, payout };
  return { outcome: OUTCOME.WON, payout };
}

/** A ticket's result: a system ticket settles each of its combinations (series-ticket.ts). */
function settlementOf(order: OrderRow) {
  const legs = JSON.parse(order.legs) as Leg[];
  const series = readSeries(order.series);
  if (!series) return { ...outcomeFor(order, legs), series: null };
  const settled = settleSeries(series, legResults(order.id, legs));
  return { outcome: settled.outcome, payout: settled.payout, series: writeSeries(settled.series) };
}

/** Confirms in-play orders past the delay and settles orders past SETTLE_AFTER_MS; credits winnings. */
export function settleDue(ctx: Ctx, now = Date.now(), force = false): number {
  ctx.db
    .prepare('UPDATE orders SET status = ? WHERE status = ? AND created_at <= ?')
    .run(ORDER.CONFIRMED, ORDER.CONFIRMING, force ? now : now - LIVE_CONFIRM_MS);
  const due = ctx.db
    .prepare('SELECT * FROM orders WHERE status = ? AND reserve = 0 AND created_at <= ?')
    .all(ORDER.CONFIRMED, force ? now : now - SETTLE_AFTER_MS) as OrderRow[];
  for (const order of due) {
    const { outcome, payout, series } = settlementOf(order);
    ctx.db.transaction(() => {
      const done = ctx.db
        .prepare(
          'UPDATE orders SET status = ?, outcome = ?, payout = ?, series = COALESCE(?, series), settled_at = ? WHERE id = ? AND status = ?',
        )
        .run(ORDER.SETTLED, outcome, payout, series, now, order.id, ORDER.CONFIRMED);
      // a concurrent settle (or a cash-out) got there first: it is paid once
      if (done.changes && payout > 0)
        changeBalance(ctx, order.user_id, payout, 'bet-settle', `order:${order.id}`);
    })();
  }
  return due.length;
}

/** Current cash-out price of an accepted, unsettled order (0 when not available). */
export function cashOutPrice(ctx: Ctx, order: OrderRow): number {
  if (order.status !== ORDER.CONFIRMED || order.reserve) return 0;
  const legs = JSON.parse(order.legs) as Leg[];
  const cache = new Map<number, MatchView | null>();
  const current: number[] = [];
  for (const leg of legs) {
    try {
      const now = resolveLeg(ctx, leg, cache);
      if (isSuspended(now)) return 0;
      current.push(now.odds);
    } catch {
      return 0;
    }
  }
  const series = readSeries(order.series);
  if (series) return seriesCashOut(series, current);
  const product = current.reduce((p, x) => p * x, 1);
  return Math.max(0, Math.floor((order.stake * order.odds * 0.95) / product));
}

export function orderView(o: OrderRow) {
  const legs = JSON.parse(o.legs) as Leg[];
  const series = readSeries(o.series);
  return {
    ...(series
      ? {
          seriesValue: series.seriesValue,
          unitStake: series.unitStake,
          combinations: series.combinations.map((c) => ({
            legs: c.legs,
            odds: c.odds,
            maxWin: c.maxWin,
            outcome: c.outcome ?? 0,
            payout: c.payout ?? null,
          })),
        }
      : {}),
    id: String(o.id),
    seriesType: o.series_type,
    status: o.status,
    stake: o.stake,
    odds: o.odds,
    maxWin: o.max_win,
    payout: o.payout,
    outcome: o.outcome,
    cashOutStatus: o.cash_out_status,
    createdAt: o.created_at,
    settledAt: o.settled_at,
    legs: legs.map((l) => ({
      matchId: l.matchId,
      marketId: l.marketId,
      optionType: l.optionType,
      odds: l.odds,
      li: l.li,
      mty: l.mty,
      pe: l.pe,
      sid: l.sid,
      inPlay: l.inPlay ? 1 : 0,
      matchName: l.matchName,
      leagueName: l.leagueName,
      marketName: l.marketName,
      optionName: l.optionName,
      score: l.score.join(':'),
    })),
  };
}

export function combos<T>(list: T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (list.length < k) return [];
  const [head, ...rest] = list;
  return [...combos(rest, k - 1).map((c) => [head as T, ...c]), ...combos(rest, k)];
}

import { ProviderCodes } from '../codes';
import type { Ctx } from '../context';
import { BizError } from '../errors';
import { assertMayStake } from '../rg/stake-guard';
import { rng } from '../rng';
import { changeBalance } from '../users';
import type { MatchView } from './match-view';
import { findOption } from './match-view';
import { matchById } from './query';

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
  const r = rng(order.id * 2654435761);
  let mult = 1;
  let lost = false;
  let half = 0;
  for (const leg of legs) {
    const p = Math.min(0.95, 1 / leg.odds + 0.02);
    const x = r();
    const quarter = /\.(25|75)$/.test(leg.li);
    if (quarter && x < 0.08) {
      half = x < 0.04 ? 1 : -1;
      mult *= x < 0.04 ? (leg.odds + 1) / 2 : 0.5;
    } else if (x < p) mult *= leg.odds;
    else lost = true;
  }
  if (lost) return { outcome: OUTCOME.LOST, payout: 0 };
  // credits are whole minor units (issue 49 #8): a fraction of a đồng is not paid
  const payout = Math.floor(order.stake * mult);
  if (legs.length === 1 && half !== 0)
    return { outcome: half > 0 ? OUTCOME.WIN_HALF : OUTCOME.LOSE_HALF, payout };
  return { outcome: OUTCOME.WON, payout };
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
    const { outcome, payout } = outcomeFor(order, JSON.parse(order.legs) as Leg[]);
    ctx.db.transaction(() => {
      ctx.db
        .prepare(
          'UPDATE orders SET status = ?, outcome = ?, payout = ?, settled_at = ? WHERE id = ? AND status = ?',
        )
        .run(ORDER.SETTLED, outcome, payout, now, order.id, ORDER.CONFIRMED);
      if (payout > 0) changeBalance(ctx, order.user_id, payout, 'bet-settle', `order:${order.id}`);
    })();
  }
  return due.length;
}

/** Current cash-out price of an accepted, unsettled order (0 when not available). */
export function cashOutPrice(ctx: Ctx, order: OrderRow): number {
  if (order.status !== ORDER.CONFIRMED || order.reserve) return 0;
  const legs = JSON.parse(order.legs) as Leg[];
  const cache = new Map<number, MatchView | null>();
  let current = 1;
  for (const leg of legs) {
    try {
      const now = resolveLeg(ctx, leg, cache);
      if (isSuspended(now)) return 0;
      current *= now.odds;
    } catch {
      return 0;
    }
  }
  return Math.max(0, Math.floor((order.stake * order.odds * 0.95) / current));
}

export function orderView(o: OrderRow) {
  const legs = JSON.parse(o.legs) as Leg[];
  return {
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

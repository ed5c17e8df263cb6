import { ProviderCodes } from '../codes';
import type { SeriesBet } from '@app/shared/api';
import type { Untrusted } from '../http/untrusted';
import type { Ctx } from '../context';
import { BizError } from '../errors';
import { assertMayStake } from '../rg/stake-guard';
import { round2 } from '../rng';
import { changeBalance } from '../users';
import type { Leg, OrderRow } from './orders';
import { ORDER, STAKE_MAX, STAKE_MIN, combos } from './orders';
import { type Combination, type SeriesTicket, writeSeries } from './series-ticket';

/**
 * Parlay options of a slip (research-sportsbook §1.2 "N串M"): `sn` legs per bet, `sn` 0 = full cover
 * (every combination of 2 or more legs, M = 2^n − n − 1), `in` = M bets, total stake = unit × M.
 */
export interface SeriesOffer {
  sn: number;
  in: number;
  sodd: number;
  mi: number;
  mx: number;
}

/** Sizes of the bets of a series value: k-fold → [k]; 0 (full cover) → [2 … n]. */
export function seriesSizes(legCount: number, seriesValue: number): number[] {
  if (seriesValue === 0)
    return legCount >= 3 ? Array.from({ length: legCount - 1 }, (_, i) => i + 2) : [];
  return Number.isInteger(seriesValue) && seriesValue >= 2 && seriesValue <= legCount
    ? [seriesValue]
    : [];
}

/** Every bet (a combination of legs) of a series value, smallest first. */
export function seriesCombos<T>(legs: T[], seriesValue: number): T[][] {
  return seriesSizes(legs.length, seriesValue).flatMap((k) => combos(legs, k));
}

/** The `sos` list for n open legs of distinct matches: 2-fold … n-fold, then full cover for n ≥ 3. */
export function seriesOffers(odds: number[]): SeriesOffer[] {
  const n = odds.length;
  if (n < 2) return [];
  const values = [...Array.from({ length: n - 1 }, (_, i) => i + 2), ...(n >= 3 ? [0] : [])];
  return values.map((sn) => {
    const cs = seriesCombos(odds, sn);
    const total = cs.reduce((s, c) => s + c.reduce((p, x) => p * x, 1), 0);
    return { sn, in: cs.length, sodd: round2(total / cs.length), mi: STAKE_MIN, mx: STAKE_MAX };
  });
}

/** One ticket of a betMultipleData row: every leg, its combinations, the stake split over them. */
export interface PlannedTicket {
  legs: Leg[];
  series: SeriesTicket;
  /** unit × combinations, whole minor units. */
  stake: number;
  /** What the ticket returns if every combination wins. */
  maxWin: number;
  /** The ticket's overall odds: maxWin / stake. */
  odds: number;
}

/** One row of betMultipleData → one ticket holding its combinations, or a PARAM_ERROR. */
export function planRow(legs: Leg[], row: Untrusted<SeriesBet>): PlannedTicket {
  const seriesValue = row.seriesValue === undefined ? legs.length : Number(row.seriesValue);
  const indexes = legs.map((_, i) => i);
  const cs = seriesCombos(indexes, seriesValue);
  if (!cs.length)
    throw new BizError(
      ProviderCodes.PARAM_ERROR,
      `seriesValue must be 0 (full cover, 3 or more legs) or 2 to ${legs.length}`,
    );
  if (row.itemCount !== undefined && Number(row.itemCount) !== cs.length)
    throw new BizError(
      ProviderCodes.PARAM_ERROR,
      `itemCount ${String(row.itemCount)} does not match the ${cs.length} bets of this option`,
    );
  const unit = Number(row.unitStake);
  if (!Number.isInteger(unit) || unit < STAKE_MIN || unit > STAKE_MAX)
    throw new BizError(
      ProviderCodes.PARAM_ERROR,
      `Stake must be between ${STAKE_MIN} and ${STAKE_MAX}`,
    );
  const combinations: Combination[] = cs.map((c) => {
    const odds = c.reduce((p, i) => p * legs[i]!.odds, 1);
    return { legs: c, odds: round2(odds), maxWin: Math.floor(unit * odds) };
  });
  const stake = unit * combinations.length;
  const maxWin = combinations.reduce((s, c) => s + c.maxWin, 0);
  return {
    legs,
    series: { seriesValue, unitStake: unit, combinations },
    stake,
    maxWin,
    odds: round2(maxWin / stake),
  };
}

/**
 * Inserts every planned ticket and debits their total in ONE ledger row (`orders:<first>-<last>`),
 * inside one transaction: a refused limit or a short balance rolls every ticket back.
 */
export function insertTickets(ctx: Ctx, userId: number, tickets: PlannedTicket[]): OrderRow[] {
  const now = Date.now();
  const total = tickets.reduce((s, b) => s + b.stake, 0);
  return ctx.db.transaction(() => {
    assertMayStake(ctx, userId, total);
    const insert = ctx.db.prepare(
      `INSERT INTO orders (user_id, series_type, status, stake, odds, max_win, legs, series, created_at)
       VALUES (?, 1, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const ids = tickets.map((b) => {
      const status = b.legs.some((l) => l.inPlay) ? ORDER.CONFIRMING : ORDER.CONFIRMED;
      const info = insert.run(
        userId,
        status,
        b.stake,
        b.odds,
        b.maxWin,
        JSON.stringify(b.legs),
        writeSeries(b.series),
        now,
      );
      return Number(info.lastInsertRowid);
    });
    try {
      changeBalance(ctx, userId, -total, 'bet', `orders:${ids[0]}-${ids[ids.length - 1]}`);
    } catch {
      throw new BizError(ProviderCodes.INSUFFICIENT_BALANCE, 'Insufficient balance');
    }
    const read = ctx.db.prepare('SELECT * FROM orders WHERE id = ?');
    return ids.map((id) => read.get(id) as OrderRow);
  })();
}

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

export interface PlannedBet {
  seriesValue: number;
  itemCount: number;
  legs: Leg[];
  stake: number;
  odds: number;
  maxWin: number;
}

/** One row of betMultipleData → its bets (one per combination), or a PARAM_ERROR. */
export function planRow(legs: Leg[], row: Untrusted<SeriesBet>): PlannedBet[] {
  const seriesValue = row.seriesValue === undefined ? legs.length : Number(row.seriesValue);
  const cs = seriesCombos(legs, seriesValue);
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
  if (!Number.isFinite(unit) || unit < STAKE_MIN || unit > STAKE_MAX)
    throw new BizError(
      ProviderCodes.PARAM_ERROR,
      `Stake must be between ${STAKE_MIN} and ${STAKE_MAX}`,
    );
  return cs.map((c) => {
    const odds = round2(c.reduce((p, l) => p * l.odds, 1));
    return {
      seriesValue,
      itemCount: cs.length,
      legs: c,
      stake: unit,
      odds,
      maxWin: round2(unit * c.reduce((p, l) => p * l.odds, 1)),
    };
  });
}

/**
 * Inserts every planned bet and debits their total in ONE ledger row (`orders:<first>-<last>`),
 * inside one transaction: a refused limit or a short balance rolls every bet back.
 */
export function insertBets(ctx: Ctx, userId: number, bets: PlannedBet[]): OrderRow[] {
  const now = Date.now();
  const total = round2(bets.reduce((s, b) => s + b.stake, 0));
  return ctx.db.transaction(() => {
    assertMayStake(ctx, userId, total);
    const insert = ctx.db.prepare(
      `INSERT INTO orders (user_id, series_type, status, stake, odds, max_win, legs, created_at)
       VALUES (?, 1, ?, ?, ?, ?, ?, ?)`,
    );
    const ids = bets.map((b) => {
      const status = b.legs.some((l) => l.inPlay) ? ORDER.CONFIRMING : ORDER.CONFIRMED;
      const info = insert.run(
        userId,
        status,
        b.stake,
        b.odds,
        b.maxWin,
        JSON.stringify(b.legs),
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

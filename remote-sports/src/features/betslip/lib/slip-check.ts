import type { RgAllowance } from '@app/shared/rules';
import { money, seriesBets, seriesMaxReturn } from '../../../lib/slip-math';
import type { SlipItem } from './apply-quote';
import type { SeriesOption } from './quote';

export type Problem =
  | { kind: 'pending' }
  | { kind: 'unavailable'; key: string }
  | { kind: 'min'; key: string; limit: number }
  | { kind: 'max'; key: string; limit: number }
  | { kind: 'balance'; need: number; have: number }
  | { kind: 'parlayBlocked' }
  | { kind: 'noStake' }
  | { kind: 'rgBreak' }
  | { kind: 'rgLimit'; allowance: RgAllowance };

export interface PlannedSingle {
  item: SlipItem;
  stake: number;
}
export interface PlannedSeries {
  option: SeriesOption;
  unitStake: number;
  bets: number;
}

export interface SlipCheck {
  singles: PlannedSingle[];
  series: PlannedSeries[];
  totalStake: number;
  potentialReturn: number;
  problems: Problem[];
  canPlace: boolean;
}

/** Stake text → amount (digits and one dot); 0 for empty or invalid text. */
export function parseStake(text: string | undefined): number {
  const n = Number.parseFloat((text ?? '').replace(/[^\d.]/g, ''));
  return Number.isFinite(n) && n > 0 ? money(n) : 0;
}

/** Parlay legs must be distinct matches whose markets allow parlays (research §1.2). */
export function parlayAllowed(items: readonly SlipItem[]): boolean {
  return (
    items.length >= 2 &&
    new Set(items.map((i) => i.matchId)).size === items.length &&
    items.every((i) => i.parlay)
  );
}

function limits(key: string, stake: number, min: number | null, max: number | null): Problem[] {
  if (min !== null && stake < min) return [{ kind: 'min', key, limit: min }];
  if (max !== null && stake > max) return [{ kind: 'max', key, limit: max }];
  return [];
}

/** Everything the slip must know before placing: the bets, totals and why it cannot place. */
export function checkSlip(input: {
  items: readonly SlipItem[];
  mode: 'single' | 'parlay';
  stakes: Readonly<Record<string, string>>;
  seriesStakes: Readonly<Record<string, string>>;
  series: readonly SeriesOption[];
  balance: number | null;
  /** The member's responsible-gambling limits and break (issue 18); the server stays the judge. */
  rg?: { excluded: boolean; allowance: RgAllowance | null };
}): SlipCheck {
  const { items, mode, balance, rg } = input;
  const problems: Problem[] = [];
  const singles: PlannedSingle[] = [];
  const planned: PlannedSeries[] = [];
  let potentialReturn = 0;
  if (items.some((i) => i.pending !== null)) problems.push({ kind: 'pending' });
  if (mode === 'single') {
    for (const item of items) {
      const stake = parseStake(input.stakes[item.key]);
      if (stake <= 0) continue;
      singles.push({ item, stake });
      potentialReturn += money(stake * item.odds);
      if (item.state !== 'open') problems.push({ kind: 'unavailable', key: item.key });
      problems.push(...limits(item.key, stake, item.min, item.max));
    }
  } else {
    if (!parlayAllowed(items)) problems.push({ kind: 'parlayBlocked' });
    for (const item of items)
      if (item.state !== 'open') problems.push({ kind: 'unavailable', key: item.key });
    const odds = items.map((i) => i.odds);
    for (const option of input.series) {
      const unitStake = parseStake(input.seriesStakes[String(option.sn)]);
      if (unitStake <= 0) continue;
      const bets = seriesBets(items.length, option.sn) || option.bets;
      planned.push({ option, unitStake, bets });
      potentialReturn += money(seriesMaxReturn(odds, option.sn, unitStake));
      problems.push(...limits(`series:${option.sn}`, unitStake, option.min, option.max));
    }
  }
  const totalStake = money(
    singles.reduce((s, x) => s + x.stake, 0) +
      planned.reduce((s, x) => s + x.unitStake * x.bets, 0),
  );
  if (totalStake === 0) problems.push({ kind: 'noStake' });
  if (balance !== null && totalStake > balance)
    problems.push({ kind: 'balance', need: totalStake, have: balance });
  if (rg?.excluded) problems.push({ kind: 'rgBreak' });
  else if (rg?.allowance && totalStake > rg.allowance.remaining)
    problems.push({ kind: 'rgLimit', allowance: rg.allowance });
  return {
    singles,
    series: planned,
    totalStake,
    potentialReturn: money(potentialReturn),
    problems,
    canPlace: problems.length === 0,
  };
}

import type { RgAllowance } from '@app/shared/rules';
import { exceedsMinorUnit } from '@app/shared/rules';
import { money } from '../../../lib/slip-math';
import { seriesMaxReturn } from '../../../lib/slip-returns';
import type { SlipItem } from './slip-item';
import { planStakes, type PlannedSeries, type PlannedSingle, type StakeInput } from './slip-stakes';

export type Problem =
  | { kind: 'pending' }
  | { kind: 'unavailable'; key: string }
  | { kind: 'min'; key: string; limit: number }
  /** A stake with decimals its currency does not have (a 10,000.5 VND stake, issue 49 #8). */
  | { kind: 'fraction'; key: string; currency: string }
  | { kind: 'max'; key: string; limit: number }
  | { kind: 'balance'; need: number; have: number }
  | { kind: 'parlayBlocked' }
  | { kind: 'noStake' }
  | { kind: 'rgBreak' }
  | { kind: 'rgLimit'; allowance: RgAllowance };

export interface SlipCheck {
  singles: PlannedSingle[];
  series: PlannedSeries[];
  totalStake: number;
  potentialReturn: number;
  problems: Problem[];
  canPlace: boolean;
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
export function checkSlip(
  input: StakeInput & {
    balance: number | null;
    /** The member's responsible-gambling limits and break (issue 18); the server stays the judge. */
    rg?: { excluded: boolean; allowance: RgAllowance | null };
    /** The member's currency: its minor unit bounds the stakes' decimals. */
    currency?: string;
  },
): SlipCheck {
  const { items, mode, balance, rg, currency = '' } = input;
  const fraction = (key: string, text: string | undefined): Problem[] =>
    exceedsMinorUnit(text, currency) ? [{ kind: 'fraction', key, currency }] : [];
  const { singles, series, totalStake } = planStakes(input);
  const problems: Problem[] = [];
  let potentialReturn = 0;
  if (items.some((i) => i.pending !== null)) problems.push({ kind: 'pending' });
  if (mode === 'single') {
    for (const { item, stake } of singles) {
      potentialReturn += money(stake * item.odds);
      if (item.state !== 'open') problems.push({ kind: 'unavailable', key: item.key });
      problems.push(...fraction(item.key, input.stakes[item.key]));
      problems.push(...limits(item.key, stake, item.min, item.max));
    }
  } else {
    if (!parlayAllowed(items)) problems.push({ kind: 'parlayBlocked' });
    for (const item of items)
      if (item.state !== 'open') problems.push({ kind: 'unavailable', key: item.key });
    const odds = items.map((i) => i.odds);
    for (const { option, unitStake } of series) {
      potentialReturn += money(seriesMaxReturn(odds, option.sn, unitStake));
      problems.push(...fraction(`series:${option.sn}`, input.seriesStakes[String(option.sn)]));
      problems.push(...limits(`series:${option.sn}`, unitStake, option.min, option.max));
    }
  }
  if (totalStake === 0) problems.push({ kind: 'noStake' });
  if (balance !== null && totalStake > balance)
    problems.push({ kind: 'balance', need: totalStake, have: balance });
  if (rg?.excluded) problems.push({ kind: 'rgBreak' });
  else if (rg?.allowance && totalStake > rg.allowance.remaining)
    problems.push({ kind: 'rgLimit', allowance: rg.allowance });
  return {
    singles,
    series,
    totalStake,
    potentialReturn: money(potentialReturn),
    problems,
    canPlace: problems.length === 0,
  };
}

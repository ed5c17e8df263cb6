import { money, seriesBets } from '../../../lib/slip-math';
import type { SlipItem } from './slip-item';
import type { SeriesOption } from './quote';

export interface PlannedSingle {
  item: SlipItem;
  stake: number;
}
export interface PlannedSeries {
  option: SeriesOption;
  unitStake: number;
  bets: number;
}

/** What the member has staked: the slip's picks, its mode and the stake texts typed. */
export interface StakeInput {
  items: readonly SlipItem[];
  mode: 'single' | 'parlay';
  stakes: Readonly<Record<string, string>>;
  seriesStakes: Readonly<Record<string, string>>;
  series: readonly SeriesOption[];
}

export interface PlannedStakes {
  singles: PlannedSingle[];
  series: PlannedSeries[];
  totalStake: number;
}

/** Stake text → amount (digits and one dot); 0 for empty or invalid text. */
export function parseStake(text: string | undefined): number {
  const n = Number.parseFloat((text ?? '').replace(/[^\d.]/g, ''));
  return Number.isFinite(n) && n > 0 ? money(n) : 0;
}

/**
 * The bets the stakes make and their total: what the slip's bar shows and what checkSlip judges. Its
 * own module so the bar (on /sports's first screen) does not carry the checks and returns.
 */
export function planStakes(input: StakeInput): PlannedStakes {
  const { items } = input;
  const singles: PlannedSingle[] = [];
  const series: PlannedSeries[] = [];
  if (input.mode === 'single') {
    for (const item of items) {
      const stake = parseStake(input.stakes[item.key]);
      if (stake > 0) singles.push({ item, stake });
    }
  } else {
    for (const option of input.series) {
      const unitStake = parseStake(input.seriesStakes[String(option.sn)]);
      if (unitStake > 0)
        series.push({
          option,
          unitStake,
          bets: seriesBets(items.length, option.sn) || option.bets,
        });
    }
  }
  const totalStake = money(
    singles.reduce((s, x) => s + x.stake, 0) + series.reduce((s, x) => s + x.unitStake * x.bets, 0),
  );
  return { singles, series, totalStake };
}

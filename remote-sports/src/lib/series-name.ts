import type { TFunction } from 'i18next';
import { seriesBets } from './slip-math';

/** Full covers with a name of their own (Trixie … Goliath), by number of picks. */
const NAMED_FULL_COVER = {
  3: 'series.full3',
  4: 'series.full4',
  5: 'series.full5',
  6: 'series.full6',
  7: 'series.full7',
  8: 'series.full8',
} as const;

const isNamed = (n: number): n is keyof typeof NAMED_FULL_COVER => n in NAMED_FULL_COVER;

/**
 * The name of a parlay or system option in the member's language, with the number of bets it makes
 * (issue 52 #2): `legs` picks, `sn` picks per bet, 0 = full cover (every combination of 2 or more).
 * en uses the book's names (Double, Treble, Trixie, Yankee…), vi "Xiên n · m cược", zh-cn "n串m".
 */
export function seriesName(t: TFunction<'sports'>, legs: number, sn: number): string {
  const n = legs;
  const count = seriesBets(n, sn);
  if (sn === 0) return isNamed(n) ? t(NAMED_FULL_COVER[n]) : t('series.full', { n, count });
  if (sn >= n)
    return n === 2 ? t('series.acc2') : n === 3 ? t('series.acc3') : t('series.acc', { n });
  if (sn === 2) return t('series.doubles', { n, count });
  if (sn === 3) return t('series.trebles', { n, count });
  return t('series.folds', { n, k: sn, count });
}

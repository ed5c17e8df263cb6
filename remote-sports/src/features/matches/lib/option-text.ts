import type { TFunction } from 'i18next';
import { MTY, type OptionView } from '../../../lib/markets';

/** Option types of the provider: 1 home, 2 draw, 3 away, 4 over, 5 under. */
const OPT = { home: 1, draw: 2, away: 3, over: 4, under: 5 } as const;

/** Short button text and the spoken/slip label of a price ("Home win", "Over 2.5"). */
export function optionText(
  t: TFunction<'sports'>,
  mty: number,
  o: OptionView,
  teams: { home: string; away: string },
): { short: string; label: string } {
  if (mty === MTY.oneXTwo || mty === MTY.moneyline) {
    if (o.ty === OPT.home) return { short: '1', label: t('pick.home', { team: teams.home }) };
    if (o.ty === OPT.draw) return { short: 'X', label: t('pick.draw') };
    if (o.ty === OPT.away) return { short: '2', label: t('pick.away', { team: teams.away }) };
  }
  if (mty === MTY.handicap) {
    const team = o.ty === OPT.home ? teams.home : teams.away;
    return { short: o.li, label: `${team} ${o.li}` };
  }
  if (mty === MTY.overUnder) {
    if (o.ty === OPT.over) return { short: `O ${o.li}`, label: t('pick.over', { line: o.li }) };
    if (o.ty === OPT.under) return { short: `U ${o.li}`, label: t('pick.under', { line: o.li }) };
  }
  return { short: o.na, label: o.nm || o.na };
}

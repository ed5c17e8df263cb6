import type { TFunction } from 'i18next';
import { MTY, type MarketGroupView } from '../../../lib/markets';

/** Period codes (`pe`) of the provider: full time and first half (api-sandbox README). */
const PE_FIRST_HALF = 1002;

/** Known market groups in the UI language; others keep the provider's name. */
export function groupName(t: TFunction<'sports'>, g: MarketGroupView): string {
  const base =
    g.mty === MTY.oneXTwo
      ? t('groups.oneXTwo')
      : g.mty === MTY.moneyline
        ? t('groups.moneyline')
        : g.mty === MTY.handicap
          ? t('groups.handicap')
          : g.mty === MTY.overUnder
            ? t('groups.overUnder')
            : null;
  if (base === null) return g.name;
  return g.pe === PE_FIRST_HALF ? t('groups.firstHalf', { name: base }) : base;
}

import type { TFunction } from 'i18next';

/** The provider's market type codes (`mty`) and periods (`pe`) a tip can name. */
export const MTY = {
  handicap: 1000,
  moneyline: 1001,
  oneXTwo: 1005,
  overUnder: 1007,
  outright: 1008,
} as const;
export const PE = { full: 1001, firstHalf: 1002 } as const;
const OPT = { home: 1, draw: 2, away: 3, over: 4, under: 5 } as const;

export interface MarketGroupView {
  mty?: number;
  pe?: number;
  /** The provider's own (English) name: shown only for a type this file does not know. */
  nm?: string;
}

/** A market's name in the page's language: the provider sends English names only. */
export function marketName(t: TFunction<'live'>, g: MarketGroupView): string {
  const base =
    g.mty === MTY.handicap
      ? t('anchor.market.handicap')
      : g.mty === MTY.moneyline
        ? t('anchor.market.moneyline')
        : g.mty === MTY.oneXTwo
          ? t('anchor.market.oneXTwo')
          : g.mty === MTY.overUnder
            ? t('anchor.market.overUnder')
            : g.mty === MTY.outright
              ? t('anchor.market.outright')
              : (g.nm ?? '');
  return g.pe === PE.firstHalf ? t('anchor.market.firstHalf', { market: base }) : base;
}

export interface OptionView {
  na?: string;
  ty?: number;
  li?: string;
}

/** A selection's label in the page's language: the team, draw, or over/under with its line. */
export function optionLabel(
  t: TFunction<'live'>,
  mty: number | undefined,
  o: OptionView,
  teams: { home: string; away: string },
): string {
  const line = o.li ?? '';
  const withLine = (team: string) => (mty === MTY.handicap && line ? `${team} ${line}` : team);
  if (o.ty === OPT.home) return withLine(teams.home);
  if (o.ty === OPT.away) return withLine(teams.away);
  if (o.ty === OPT.draw) return t('anchor.pick.draw');
  if (o.ty === OPT.over) return t('anchor.pick.over', { line });
  if (o.ty === OPT.under) return t('anchor.pick.under', { line });
  return o.na ?? '';
}

import type { TFunction } from 'i18next';

/** SPEC §3 sport names in the UI language (static keys: no key is built at run time). */
export function sportLabel(t: TFunction<'sports'>, id: number, fallback: string): string {
  switch (id) {
    case 1:
      return t('sport.football');
    case 2:
      return t('sport.iceHockey');
    case 3:
      return t('sport.basketball');
    case 4:
      return t('sport.rugby');
    case 5:
      return t('sport.tennis');
    case 6:
      return t('sport.americanFootball');
    case 7:
      return t('sport.baseball');
    case 8:
      return t('sport.handball');
    case 13:
      return t('sport.volleyball');
    case 14:
      return t('sport.cricket');
    case 15:
      return t('sport.tableTennis');
    case 16:
      return t('sport.snooker');
    case 19:
      return t('sport.boxing');
    case 47:
      return t('sport.badminton');
    case 51:
      return t('sport.beachVolleyball');
    case 100:
      return t('sport.olympics');
    case 177:
      return t('sport.eFootball');
    case 178:
      return t('sport.eBasketball');
    default:
      return fallback;
  }
}

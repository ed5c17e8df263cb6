import type { TFunction } from 'i18next';

/**
 * Order reject reasons of the provider (research §1.1): 1 system, 2 parameters, 3 position limit,
 * 4 market suspended, 5 trader, 6 payment, 7 settlement refused, 8 odds changed.
 */
export function rejectReason(t: TFunction<'sports'>, code: number | null): string {
  switch (code) {
    case 2:
      return t('reject.param');
    case 3:
      return t('reject.limit');
    case 4:
      return t('reject.suspended');
    case 5:
      return t('reject.trader');
    case 6:
      return t('reject.payment');
    case 7:
      return t('reject.settle');
    case 8:
      return t('reject.odds');
    default:
      return t('reject.system');
  }
}

import type { TFunction } from 'i18next';
import type { RgAllowance } from '@app/shared/rules';

/** "daily stake limit", "monthly loss limit"… for the limit an allowance comes from. */
export function rgLimitName(t: TFunction<'sports'>, { kind, period }: RgAllowance): string {
  return t(`rg.limits.${kind}.${period}`);
}

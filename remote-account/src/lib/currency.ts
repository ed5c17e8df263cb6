import { memberCurrency } from '@app/shared/rules';
import { getRuntimeConfig } from '@app/shared/client';

/** The display currency: the member's registered currency first, else the market's (§9). */
export function displayCurrency(regCurrency: string | null | undefined): string {
  let market: string | undefined;
  try {
    market = getRuntimeConfig().market;
  } catch {
    market = undefined;
  }
  return memberCurrency(regCurrency, market);
}

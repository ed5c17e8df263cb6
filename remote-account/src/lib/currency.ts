import { currencyFor } from '@app/shared/rules';
import { getRuntimeConfig } from '@app/shared/client';

/** SPEC §9 region of a market: the China build shows CNY, Vietnam VND. */
const REGION_OF_MARKET: Readonly<Record<string, string>> = { china: 'cn', vietnam: 'vietnam' };

/** The display currency: the member's registered currency first, else the market's region (§9). */
export function displayCurrency(regCurrency: string | null | undefined): string {
  let region: string | undefined;
  try {
    region = REGION_OF_MARKET[getRuntimeConfig().market];
  } catch {
    region = undefined;
  }
  return currencyFor({ regCurrency, region });
}

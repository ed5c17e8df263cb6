/** Currency ids sent to the sportsbook provider (SPEC §9). */
export const CURRENCY_IDS: ReadonlyMap<string, number> = new Map([
  ['CNY', 1],
  ['VND', 1000],
  ['USD', 2],
]);
/** Currency id for every other currency, USDT included (SPEC §9). */
export const OTHER_CURRENCY_ID = 200;

const BY_REGION: ReadonlyMap<string, string> = new Map([
  ['cn', 'CNY'],
  ['vietnam', 'VND'],
  ['en', 'USD'],
]);

/**
 * Display currency (SPEC §9): the user's registered currency wins when set; otherwise by the
 * regional setting cn -> CNY, vietnam -> VND, en -> USD, anything else -> USDT. Region and
 * currency are matched case-insensitively; the result is upper case.
 */
export function currencyFor(input: {
  regCurrency?: string | null;
  region?: string | null;
}): string {
  const registered = input.regCurrency?.trim().toUpperCase();
  if (registered) return registered;
  return BY_REGION.get(input.region?.trim().toLowerCase() ?? '') ?? 'USDT';
}

/** Currency id sent with requests (SPEC §9): CNY 1, VND 1000, USD 2, any other 200. */
export function currencyId(currency: string | null | undefined): number {
  return CURRENCY_IDS.get(currency?.trim().toUpperCase() ?? '') ?? OTHER_CURRENCY_ID;
}

/** SPEC §9 region of a build market: the China build shows CNY, the Vietnam build VND. */
const REGION_OF_MARKET: ReadonlyMap<string, string> = new Map([
  ['china', 'cn'],
  ['vietnam', 'vietnam'],
]);

/**
 * The member's currency on a build market (runtime config `market`): the registered currency
 * first, else the market's (§9). The one mapping every remote uses for amounts and their rules.
 *
 * @example memberCurrency(null, 'vietnam') // 'VND'
 */
export function memberCurrency(
  regCurrency: string | null | undefined,
  market: string | null | undefined,
): string {
  return currencyFor({ regCurrency, region: REGION_OF_MARKET.get(market ?? '') ?? null });
}

/** The default build market (runtime-config CONFIG_DEFAULTS.market). */
let market = 'vietnam';

/**
 * The build market the site runs for (runtime config `market`), kept apart from the config so the
 * date rules can read it without importing the API layer. `setRuntimeConfig` sets it; before
 * start-up (and in a test that sets no config) it is the default market.
 */
export function siteMarket(): string {
  return market;
}

/** Called by `setRuntimeConfig`; tests may call it to play the China build. */
export function setSiteMarket(next: string): void {
  market = next;
}

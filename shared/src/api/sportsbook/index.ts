// `@app/shared/api/sportsbook`: the sportsbook provider's calls (matches, orders, cash-out) and their
// query factories.
export * from './sportsbook';
export { MATCH_PAGE_SIZE } from './provider-call';
export * from './sportsbook-matches';
export * from './sportsbook-orders';
export {
  fetchSportsServiceConfig,
  refreshSportsToken,
  callSportsbook,
  type SportsbookExtras,
} from './sportsbook-client';
export * from './sportsbook-queries';

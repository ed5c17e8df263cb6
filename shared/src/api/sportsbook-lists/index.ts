// `@app/shared/api/sportsbook-lists`: the sportsbook provider's client, its lists, matches and results,
// and their query factories: what a sports page's first screen needs (issue 16). The bets (placing,
// quotes, my bets, cash-out) are `@app/shared/api/sportsbook`, which also re-exports all of this for
// remotes built before the split.
export * from '../sportsbook/sportsbook';
export { MATCH_PAGE_SIZE } from '../sportsbook/provider-call';
export * from '../sportsbook/sportsbook-matches';
export {
  fetchSportsServiceConfig,
  refreshSportsToken,
  callSportsbook,
  sportsHttp,
  type SportsbookExtras,
} from '../sportsbook/sportsbook-client';
export * from '../sportsbook/sportsbook-list-queries';

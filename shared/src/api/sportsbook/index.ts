// `@app/shared/api/sportsbook`: the sportsbook provider's calls (matches, orders, cash-out) and their
// query factories. The lists and matches are `@app/shared/api/sportsbook-lists` (a first route loads
// only those); this entry adds the bets, and re-exports the lists for remotes built before the split.
export * from '@app/shared/api/sportsbook-lists';
export * from './sportsbook-orders';
export * from './sportsbook-queries';

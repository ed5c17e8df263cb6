// Query factories per domain: every app reads server data through these (keys in one place).
export * from './query-client';
export * from './intervals';
export * from './site-queries';
export * from './game-queries';
export * from './sportsbook-queries';
export * from './live-queries';
export * from './account-queries';
export * from './promotion-queries';
export * from './rg-queries';
export * from './use-rg-state';
export * from './react-query';

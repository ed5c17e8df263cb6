// `@app/shared/api/site`: the site's domains, adverts, notices and maintenance, the game lobbies and
// bet records, and their query factories.
export * from './domains';
export * from './operation';
export * from './game';
export * from './site-queries';
export * from './game-queries';

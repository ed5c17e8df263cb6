// `@app/shared/api/live`: streams, presenters, chat, bans, pushed tips, gifts and their query factories.
export * from './live';
export * from './live-anchor';
export * from './live-media';
export * from './live-chat';
export * from './live-bans';
export * from './live-orders';
export * from './gifts';
export * from './live-queries';

// `@app/shared/api/member`: sign-in, registration, the member's profile, wallet and VIP, and their
// query factories; responsible gambling is `@app/shared/api/rg` (re-exported here for remotes built
// before it was an entry of its own).
export * from './auth';
export * from './auth-mobile';
export * from './sms';
export * from './member';
export * from './wallet';
export * from './account-queries';
export * from '@app/shared/api/rg';

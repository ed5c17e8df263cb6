// `@app/shared/api/member`: sign-in, registration, the member's profile, wallet and VIP, responsible
// gambling, and their query factories.
export * from './auth';
export * from './auth-mobile';
export * from './sms';
export * from './member';
export * from './wallet';
export * from './responsible-gambling';
export * from './account-queries';
export * from './rg-queries';
export * from './use-rg-state';

// `@app/shared/api`, as remotes built before the API was split per domain import it: everything.
// The host provides it only when such a remote asks; new code imports `@app/shared/client` and
// `@app/shared/api/<domain>` (eslint.config.mjs).
export * from '@app/shared/client';
export * from '@app/shared/api/member';
export * from '@app/shared/api/site';
export * from '@app/shared/api/promotion';
export * from '@app/shared/api/live';
export * from '@app/shared/api/sportsbook';

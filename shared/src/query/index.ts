// `@app/shared/query`, as remotes built before the query factories moved to their domains import
// it. The host provides it only when such a remote asks; new code imports `@app/shared/client` and
// `@app/shared/api/<domain>` (eslint.config.mjs).
export * from '@app/shared/api';

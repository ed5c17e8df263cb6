// `@app/shared/federation`: the contracts between the host and the remotes, shell services and intents.
export * from './contracts';
export * from './shell-services';
export * from './intents';
export * from './mount-at';
export { apiImageSrc } from './first-reads';

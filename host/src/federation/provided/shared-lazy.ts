// What remotes take from @app/shared/lazy (provided-surface.test.ts checks it covers their imports).
export {
  LoadFailed,
  isChunkLoadError,
  lazyPage,
  messagesPartsOf,
  preloadOnIntent,
  preloadOnLinkIntent,
  usePreloadWhenVisitorActs,
  whenVisitorActs,
} from '@app/shared/lazy';

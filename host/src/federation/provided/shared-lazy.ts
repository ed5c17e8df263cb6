// What remotes take from @app/shared/lazy (provided-surface.test.ts checks it covers their imports).
import {
  LoadFailed,
  isChunkLoadError,
  lazyPage,
  messagesPartsOf,
  preloadOnIntent,
  preloadOnLinkIntent,
  usePreloadWhenVisitorActs,
  whenVisitorActs,
} from '@app/shared/lazy';

/** Handed to the share scope as it is: an object of the names (no module namespace of getters). */
export const provided = {
  LoadFailed,
  isChunkLoadError,
  lazyPage,
  messagesPartsOf,
  preloadOnIntent,
  preloadOnLinkIntent,
  usePreloadWhenVisitorActs,
  whenVisitorActs,
};

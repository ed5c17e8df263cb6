// `@app/shared/lazy`: pages loaded when opened. A federation entry like the others: the host runs it
// (its own lazy pages) and provides it, so no remote route carries a second copy (issue 16).
export { lazyPage, type LazyPage } from './lazy-page';
export {
  preloadOnIntent,
  preloadOnLinkIntent,
  usePreloadWhenVisitorActs,
} from './preload-on-intent';
export { VISITOR_EVENTS, whenVisitorActs } from './when-visitor-acts';
export { hasMessagesPart, messagesPartsOf, registerMessagesPart } from './messages-part';
export { LoadFailed } from './load-failed';
export { isChunkLoadError } from './chunk-error';

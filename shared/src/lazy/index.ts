// `@app/shared/lazy`: pages loaded when opened. Not a federation singleton (it holds no state of the
// page): each remote bundles it, so a remote built with it runs under a host that predates it.
export {
  lazyPage,
  preloadOnIntent,
  preloadOnLinkIntent,
  usePreloadWhenVisitorActs,
  type LazyPage,
} from './lazy-page';
export { VISITOR_EVENTS, whenVisitorActs } from './when-visitor-acts';
export { hasMessagesPart, messagesPartsOf, registerMessagesPart } from './messages-part';
export { LoadFailed } from './load-failed';
export { isChunkLoadError } from './chunk-error';

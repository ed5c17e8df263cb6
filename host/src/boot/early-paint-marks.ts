/** What the early script (inlined into index.html) and the app agree on about `#app`. */

/** Set on the app's container when the app starts hydrating: from then on React owns the DOM. */
export { EARLY_CLOSED_ATTR } from '@app/shared/boot';

/** The route slot of the prerendered layout that a remote's early painter fills (routing/early-route.ts). */
export const EARLY_ROUTE_ATTR = 'data-early-route';
/** On `#app` while it holds the prerendered layout of a page other than `/` (its language as value). */
export const ROUTE_SHELL_DATA = 'routeShell';

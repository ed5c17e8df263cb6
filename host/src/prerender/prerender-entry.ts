// The Node bundle's entry (build/prerender.cjs): what scripts/prerender.mjs calls.
export { renderRouteShell, renderShell } from './render-shell';
export { pickLanguage } from '@app/shared/boot';

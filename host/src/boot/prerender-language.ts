/**
 * Inlined right after the prerendered `#app` (scripts/prerender.mjs) and run before the first paint:
 * the HTML holds the first screen in the market's language inside `#app` and in the other languages
 * in `<template id="prerender-<language>">`. This puts the one the app will pick in place (the same
 * pick as src/index.ts), or removes the prerender where it does not apply (another path than `/`, or
 * no template), so the app renders from scratch instead of hydrating.
 */
import { LANGUAGE_STORAGE_KEY, pickLanguage, safeLocal } from '@app/shared/boot';
import { ROUTE_SHELL_DATA } from './early-paint-marks';

/** The paths whose first screen the build prerenders. */
export const PRERENDERED_PATHS: ReadonlySet<string> = new Set(['/']);
/** The host's pages drawn without the layout (src/app/router.tsx): no prerendered layout for them. */
const LAYOUTLESS_PATHS: ReadonlySet<string> = new Set(['/404', '/403', '/500']);

/**
 * Every other page gets the prerendered layout around an empty route slot (`<template
 * id="prerender-route-<language>">`): the header and tab bar paint at once instead of a splash, and a
 * remote's early painter can fill the slot (boot/early-route-paint.ts). The app renders it afresh.
 */
function placeRouteShell(doc: Document, app: HTMLElement, language: string, pathname: string) {
  const template = doc.getElementById(`prerender-route-${language}`);
  if (LAYOUTLESS_PATHS.has(pathname) || !(template instanceof HTMLTemplateElement)) {
    app.innerHTML = SPLASH;
    return;
  }
  app.replaceChildren(template.content.cloneNode(true));
  app.dataset[ROUTE_SHELL_DATA] = language;
  doc.documentElement.lang = language;
}

const SPLASH = '<div id="boot">BetLive</div>';

export function placePrerender(doc: Document, location: Pick<Location, 'pathname' | 'search'>) {
  const app = doc.getElementById('app');
  if (!app || !app.dataset.prerender) return;
  const language = pickLanguage({
    query: new URLSearchParams(location.search).get('lang'),
    stored: safeLocal.get(LANGUAGE_STORAGE_KEY),
    market: app.dataset.market,
    browserLanguages: typeof navigator === 'undefined' ? [] : navigator.languages,
  });
  if (!PRERENDERED_PATHS.has(location.pathname)) {
    delete app.dataset.prerender;
    placeRouteShell(doc, app, language, location.pathname);
    return;
  }
  if (language === app.dataset.prerender) return;
  const template = doc.getElementById(`prerender-${language}`);
  if (template instanceof HTMLTemplateElement) {
    app.replaceChildren(template.content.cloneNode(true));
    app.dataset.prerender = language;
    doc.documentElement.lang = language;
  } else {
    delete app.dataset.prerender;
    app.innerHTML = SPLASH;
  }
}

/**
 * Inlined right after `#app` (scripts/build-server.mjs) and run before the first paint: `#app` holds
 * the page the server drew, or the build's layout in the market's language, and the other languages'
 * layouts are in `<template id="prerender-<language>">`. This keeps what matches the language the app
 * will pick (the same pick as src/bootstrap.tsx) or puts that language's layout in place, and on other
 * paths than `/` that the server did not draw the layout around an empty route slot, which the app
 * renders afresh.
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

/**
 * `#app` holds either the page the server drew (`data-prerender`: its language), which the app
 * hydrates when it picks the same language, or the build's layout (`data-shell`), which the app
 * renders afresh.
 */
export function placePrerender(doc: Document, location: Pick<Location, 'pathname' | 'search'>) {
  const app = doc.getElementById('app');
  const drawn = app?.dataset.prerender ?? app?.dataset.shell;
  if (!app || !drawn) return;
  const language = pickLanguage({
    query: new URLSearchParams(location.search).get('lang'),
    stored: safeLocal.get(LANGUAGE_STORAGE_KEY),
    market: app.dataset.market,
    browserLanguages: typeof navigator === 'undefined' ? [] : navigator.languages,
  });
  // a page the server drew (`/`, a remote's page: server/remote-page.ts) is kept in its language
  const served = app.dataset.prerender !== undefined;
  if (!PRERENDERED_PATHS.has(location.pathname) && (!served || language !== drawn)) {
    delete app.dataset.prerender;
    delete app.dataset.shell;
    placeRouteShell(doc, app, language, location.pathname);
    return;
  }
  if (language === drawn) return;
  // drawn in another language: the app renders the page afresh, from its language's layout
  delete app.dataset.prerender;
  const template = doc.getElementById(`prerender-${language}`);
  if (template instanceof HTMLTemplateElement) {
    app.replaceChildren(template.content.cloneNode(true));
    app.dataset.shell = language;
    doc.documentElement.lang = language;
  } else if (!app.dataset.shell) {
    // the server's page in its language stays on screen until the app's own render replaces it
    app.dataset.shell = drawn;
  }
}

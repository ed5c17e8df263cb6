/**
 * Inlined right after the prerendered `#app` (scripts/prerender.mjs) and run before the first paint:
 * the HTML holds the first screen in the market's language inside `#app` and in the other languages
 * in `<template id="prerender-<language>">`. This puts the one the app will pick in place (the same
 * pick as src/index.ts), or removes the prerender where it does not apply (another path than `/`, or
 * no template), so the app renders from scratch instead of hydrating.
 */
import { LANGUAGE_STORAGE_KEY, pickLanguage, safeLocal } from '@app/shared/boot';

/** The paths whose first screen the build prerenders. */
export const PRERENDERED_PATHS: ReadonlySet<string> = new Set(['/']);

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
    app.innerHTML = SPLASH;
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

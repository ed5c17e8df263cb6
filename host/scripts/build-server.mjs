#!/usr/bin/env node
// After `webpack --mode production`: bundles the host's document server (src/server/document-server.ts)
// into `dist/.server/document.cjs`, which build/serve.mjs runs for each document, and with it writes
// the layout every page starts from into the built index.html. The layout, header, tab bar, footer and
// home skeleton are rendered in each language: the market's language inside #app, the others in
// <template>s that a small inline script (src/boot/prerender-language.ts) swaps in before the first
// paint. The server replaces #app with the page it draws; the browser draws any page it did not. The
// main stylesheet is inlined, so the first paint waits for no CSS request.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

// the production React: the markup is the same, without development warnings
process.env.NODE_ENV = 'production';
const require = createRequire(import.meta.url);
const { buildServerBundle } = require('@app/build/server-bundle.cjs');
const { bundleInlineScript } = require('@app/build/early-script-plugin.cjs');

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(dir, process.env.OUT_DIR || 'dist');
const LANGUAGES = ['vi', 'en', 'zh-cn'];
// html-webpack-plugin minifies the template: attribute quotes may be gone
const SPLASH = /<div id="?app"?><div id="?boot"?>BetLive<\/div><\/div>/;

// the site's config.json, written by the build from config/<SITE_CONFIG>.json (build/site-config.cjs)
const config = JSON.parse(fs.readFileSync(path.join(dist, 'config.json'), 'utf8'));
// the server's code reports the browser build's release
process.env.SERVER_BUILD_ID = JSON.parse(
  fs.readFileSync(path.join(dist, '.release.json'), 'utf8'),
).buildId;
const serverFile = await buildServerBundle({
  dir,
  name: 'host',
  entry: './src/server/document-server.ts',
  outDir: path.join(dist, '.server'),
  file: 'document.cjs',
});
const { renderShell, renderRouteShell, pickLanguage } = require(serverFile);
const main = pickLanguage({ market: config.market, browserLanguages: [] });
const shells = {};
const routeShells = {};
for (const language of LANGUAGES) {
  shells[language] = await renderShell(language, config, '/');
  // every other page: the layout around an empty route slot (src/boot/prerender-language.ts)
  routeShells[language] = await renderRouteShell(language, config);
}
const { code: place } = await bundleInlineScript(
  './src/boot/prerender-language-entry.ts',
  dir,
  true,
);

const indexPath = path.join(dist, 'index.html');
let html = fs.readFileSync(indexPath, 'utf8');
if (!SPLASH.test(html)) throw new Error('prerender: #app splash not found in index.html');
const templates = LANGUAGES.filter((l) => l !== main)
  .map((l) => `<template id="prerender-${l}">${shells[l]}</template>`)
  .concat(LANGUAGES.map((l) => `<template id="prerender-route-${l}">${routeShells[l]}</template>`))
  .join('');
const escapeAttr = (v) => String(v).replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
html = html.replace(
  SPLASH,
  () =>
    // between the markers: what the server replaces with the page it draws (build/serve.mjs)
    `<div id="app" data-shell="${main}" data-market="${escapeAttr(config.market ?? '')}"><!--app-->${shells[main]}<!--/app--></div>` +
    `${templates}<script>${place}</script>`,
);
html = html.replace(/<html lang="?[\w-]*"?/, `<html lang="${main}"`);

// the main stylesheet inline: the shell's first paint waits for no request
const cssLink = html.match(/<link href="?\/(main\.[\w]+\.css)"? rel="?stylesheet"?>/);
if (cssLink) {
  const css = fs
    .readFileSync(path.join(dist, cssLink[1]), 'utf8')
    .replace(/<\/style/gi, '<\\/style');
  html = html.replace(cssLink[0], () => `<style>${css}</style>`);
}
fs.writeFileSync(indexPath, html);
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(
  `server: ${path.relative(dir, serverFile)}; layout: ${LANGUAGES.join(', ')} (in place: ${main}); index.html ${kib(Buffer.byteLength(html))}` +
    (cssLink ? `, ${cssLink[1]} inlined` : ''),
);

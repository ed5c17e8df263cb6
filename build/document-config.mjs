// The host's document as build/serve.mjs sends it: index.html with the site's config.json inlined.
import fs from 'node:fs';
import path from 'node:path';

/**
 * The host's document with its config.json inlined (`<script type="application/json"
 * id="runtime-config">`, a data block: no CSP hash needed), so the early script starts the registry and
 * the first reads without a round trip for the config; the config's preload link goes. Both files are
 * read on every request, so a changed config.json is served at once. Null when the folder has no config
 * (a remote) or it is not JSON (the page then asks for it and shows the configuration error).
 * `extraBlocks` (more data blocks) follow it.
 */
export function documentWithConfig(dir, extraBlocks = '') {
  let html;
  let config;
  try {
    html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    config = JSON.parse(fs.readFileSync(path.join(dir, 'config.json'), 'utf8'));
  } catch {
    return null;
  }
  const head = html.match(/<head(\s[^>]*)?>/i);
  if (!head) return null;
  // `<` escaped, so no value can close the block
  const block = `<script type="application/json" id="runtime-config">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;
  const at = head.index + head[0].length;
  return (html.slice(0, at) + block + extraBlocks + html.slice(at)).replace(
    /<link[^>]*\shref="?\/config\.json"?[^>]*>/i,
    '',
  );
}

/** The build's layout between these markers is what a page the server drew replaces. */
const APP_ELEMENT = /<div id="app"([^>]*)><!--app-->[\s\S]*?<!--\/app--><\/div>/;

/**
 * The document with `app` (the page the host's document server drew, in its language) in place of
 * the build's layout inside `#app`: marked `data-prerender` for the browser to hydrate it, and the
 * document's language set. Unchanged without `app` or the markers.
 */
export function documentWithApp(html, app) {
  if (!html || !app || !APP_ELEMENT.test(html)) return html;
  const lang = String(app.language).replace(/[^\w-]/g, '');
  return html
    .replace(APP_ELEMENT, (_all, attrs) => {
      const rest = attrs.replace(/\sdata-shell="[^"]*"/, '');
      return `<div id="app" data-prerender="${lang}"${rest}>${app.html}</div>`;
    })
    .replace(/<html lang="?[\w-]*"?/, `<html lang="${lang}"`);
}

// The host's document as a server answers it: index.html with the site's config.json inlined, the head
// blocks and the page the host's document server (`.server/document.cjs`) draws, its policy and caching.
// build/document-server.mjs answers only these; build/serve.mjs answers them beside the static files.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cacheControlFor } from './cache-policy.mjs';
import { documentWithApp, documentWithConfig } from './document-config.mjs';
import { documentServerOf } from './host-server-module.mjs';
import { siteSecurityHeaders } from './site-headers.mjs';

function safeDecode(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Paths the single-page app answers with its document: `/`, `/index.html` and extensionless routes. */
export function isDocumentPath(dir, url = '/') {
  let pathname;
  try {
    pathname = decodeURIComponent(url.split('?')[0]);
  } catch {
    return false; // a malformed path: the static files answer it
  }
  if (pathname === '/' || pathname === '/index.html') return true;
  if (path.extname(pathname)) return false;
  const file = path.join(dir, path.normalize(pathname));
  return !file.startsWith(dir) || !fs.existsSync(file);
}

/** The host's document server's part of the document (head blocks, the page it drew), or none. */
async function renderedDocument(dir, render, req) {
  try {
    const config = JSON.parse(fs.readFileSync(path.join(dir, 'config.json'), 'utf8'));
    const proto = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
    const page = new URL(`${proto}://${req.headers.host ?? '127.0.0.1'}`);
    const [pathname, search = ''] = (req.url ?? '/').split('?');
    return await render({
      config,
      acceptLanguage: req.headers['accept-language'],
      cookie: req.headers.cookie,
      page: { origin: page.origin, hostname: page.hostname },
      pathname: safeDecode(pathname),
      search,
    });
  } catch (err) {
    console.error('[document] the document server failed:', err);
    return { head: '', app: null }; // the build's layout: the browser draws the page
  }
}

/** A weak validator matches too: a front that compresses the answer weakens its ETag. */
const matches = (ifNoneMatch, etag) =>
  (ifNoneMatch ?? '').split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

/**
 * Answers a GET or HEAD of a document of the site folder `dir` (a symlink a deploy re-points is
 * followed on every request). `production` forces the production policy whatever the config's
 * mode. Resolves with whether the page was drawn on the server; false without an index.html.
 */
export async function answerDocument(req, res, { dir: folder, production }) {
  const dir = fs.realpathSync(folder);
  let render = null;
  try {
    render = documentServerOf(dir);
  } catch (err) {
    console.error('[document] the document server did not load:', err);
  }
  const rendered = render ? await renderedDocument(dir, render, req) : { head: '', app: null };
  let html = documentWithApp(documentWithConfig(dir, rendered.head), rendered.app);
  // no usable config.json: the page asks for it and shows the configuration error
  html ??= fs.existsSync(path.join(dir, 'index.html'))
    ? fs.readFileSync(path.join(dir, 'index.html'), 'utf8')
    : null;
  if (html === null) {
    res.writeHead(404).end('Not found');
    return false;
  }
  // a drawn page's stylesheets are inline: the policy names their hashes
  const served = rendered.head.includes('<style') ? html : undefined;
  const headers = siteSecurityHeaders({ name: 'host', dir, production, html: served });
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  // the head's blocks and the drawn page follow the language the visitor asks for or chose
  if (render) res.setHeader('Vary', 'Accept-Language, Cookie');
  const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
  res.setHeader('Cache-Control', cacheControlFor('/index.html'));
  res.setHeader('ETag', etag);
  if (matches(req.headers['if-none-match'], etag)) res.writeHead(304).end();
  else {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.writeHead(200).end(req.method === 'HEAD' ? undefined : html);
  }
  return Boolean(rendered.app);
}

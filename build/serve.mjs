#!/usr/bin/env node
// Static servers for the built host and remotes on 127.0.0.1, with the cache policy, brotli/gzip, CORS for
// federation and, for tests, a control port that stops, starts or re-points a server (a "deploy").
// A remote's server also serves its releases (`npm run release`): /releases/remote-<name>/<build-id>/…
// from the --releases folder, old ones included, so a page that has an old release open keeps working.
// Usage: node build/serve.mjs [--control PORT] [--releases DIR] name=PORT:DIR [name=PORT:DIR ...]
// Control: POST /stop/<name>, /start/<name>, /deploy/<name>?dir=DIR[&csp=production]
import http from 'node:http';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { cacheControlFor } from './cache-policy.mjs';
import { documentWithApp, documentWithConfig } from './document-config.mjs';
import { documentServerOf } from './host-server-module.mjs';
import { siteSecurityHeaders } from './site-headers.mjs';

const HOST = '127.0.0.1';

/** Paths the single-page app answers with its document: `/`, `/index.html` and extensionless routes. */
function isDocumentPath(dir, url = '/') {
  let pathname;
  try {
    pathname = decodeURIComponent(url.split('?')[0]);
  } catch {
    return false; // a malformed path: sirv answers it
  }
  if (pathname === '/' || pathname === '/index.html') return true;
  if (path.extname(pathname)) return false;
  const file = path.join(dir, path.normalize(pathname));
  return !file.startsWith(dir) || !fs.existsSync(file);
}

function safeDecode(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** The host's document server's part of the document (head blocks, the page it drew), or none. */
async function renderedDocument(dir, req) {
  try {
    const render = documentServerOf(dir);
    if (!render) return { head: '', app: null };
    const config = JSON.parse(fs.readFileSync(path.join(dir, 'config.json'), 'utf8'));
    const proto = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
    const page = new URL(`${proto}://${req.headers.host ?? HOST}`);
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
    console.error('[serve] document server failed:', err);
    return { head: '', app: null }; // the build's layout: the browser draws the page
  }
}

function sendDocument(req, res, html) {
  const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
  res.setHeader('Cache-Control', cacheControlFor('/index.html'));
  res.setHeader('ETag', etag);
  if (req.headers['if-none-match'] === etag) return res.writeHead(304).end();
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.writeHead(200).end(req.method === 'HEAD' ? undefined : html);
}

let releasesDir = null;

/** The site's own releases (`/releases/remote-live/…` on live's server), or null for another path. */
function releaseFiles(site) {
  if (!releasesDir || site.name === 'host') return null;
  const prefix = `/releases/remote-${site.name}/`;
  const files = sirv(path.join(releasesDir, `remote-${site.name}`), {
    dev: true, // a release registered after start is served at once
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
    },
  });
  return (req, res, next) => {
    if (!(req.url ?? '').startsWith(prefix)) return next();
    req.url = req.url.slice(prefix.length - 1);
    files(req, res, () => res.writeHead(404).end('Not found'));
  };
}

/** `production` forces the production policy whatever the config's mode (tests of the strict CSP). */
function handlerFor(site, production) {
  const { dir } = site;
  const hostDir = sites.get('host')?.dir ?? null;
  const headers = siteSecurityHeaders({ name: site.name, dir, hostDir, production });
  const files = sirv(dir, {
    dev: true, // re-read the folder on every request, so a redeploy is served at once
    etag: true,
    single: true,
    // the build's brotli and gzip copies (build/precompress-plugin.cjs); compression() below skips an
    // answer that already has its encoding and compresses the rest (documents, files without a copy)
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
    },
  });
  const gzip = compression();
  const releases = releaseFiles(site);
  return (req, res) => {
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    res.setHeader('Access-Control-Allow-Origin', '*');
    // source maps are built (hidden) for error tracking, never served to the public; nor is any
    // dot-file or dot-folder (the host's server code is in .server/)
    const pathname = (req.url ?? '').split('?')[0];
    if (pathname.endsWith('.map') || /\/\./.test(safeDecode(pathname))) {
      res.writeHead(404).end('Not found');
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    gzip(req, res, async () => {
      if (releases && (req.url ?? '').startsWith('/releases/'))
        return releases(req, res, () => res.writeHead(404).end('Not found'));
      const isDocument =
        (req.method === 'GET' || req.method === 'HEAD') && isDocumentPath(dir, req.url);
      let html = null;
      if (isDocument) {
        const rendered = await renderedDocument(dir, req);
        html = documentWithApp(documentWithConfig(dir, rendered.head), rendered.app);
        // a drawn page's stylesheets are inline: the policy names their hashes
        if (rendered.head.includes('<style')) {
          const own = siteSecurityHeaders({ name: site.name, dir, hostDir, production, html });
          res.setHeader('Content-Security-Policy', own['Content-Security-Policy']);
        }
        // the page differs by language choice
        if (rendered.app) res.setHeader('Vary', 'Accept-Language, Cookie');
      }
      if (html) sendDocument(req, res, html);
      else files(req, res, () => res.writeHead(404).end('Not found'));
    });
  };
}

const sites = new Map();

function listen(site) {
  return new Promise((resolve, reject) => {
    const server = http.createServer((req, res) => site.handler(req, res));
    server.once('error', reject);
    server.listen(site.port, HOST, () => {
      site.server = server;
      resolve();
    });
  });
}

function close(site) {
  return new Promise((resolve) => {
    if (!site.server) return resolve();
    site.server.closeAllConnections?.();
    site.server.close(() => resolve());
    site.server = null;
  });
}

async function control(req, res) {
  const url = new URL(req.url, `http://${HOST}`);
  const [, action, name] = url.pathname.split('/');
  const site = sites.get(name ?? '');
  if (!site) return res.writeHead(404).end(`unknown site ${name}`);
  if (action === 'stop') await close(site);
  else if (action === 'start') {
    if (!site.server) await listen(site);
  } else if (action === 'deploy') {
    const dir = url.searchParams.get('dir');
    if (!dir) return res.writeHead(400).end('dir required');
    site.dir = path.resolve(dir);
    site.handler = handlerFor(site, url.searchParams.get('csp') === 'production' || undefined);
  } else return res.writeHead(400).end('unknown action');
  res
    .writeHead(200, { 'Content-Type': 'application/json' })
    .end(JSON.stringify({ name, dir: site.dir, up: Boolean(site.server) }));
}

async function main() {
  const args = process.argv.slice(2);
  let controlPort = null;
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--releases') {
      releasesDir = path.resolve(args[i + 1]);
      i += 1;
      continue;
    }
    if (args[i] === '--control') {
      controlPort = Number(args[i + 1]);
      i += 1;
      continue;
    }
    const [name, rest] = args[i].split('=');
    const [port, dir] = rest.split(':');
    const site = { name, port: Number(port), dir: path.resolve(dir), server: null };
    sites.set(name, site);
  }
  // after every site is known: a remote's policy reads the host's config.json
  for (const site of sites.values()) site.handler = handlerFor(site);
  for (const site of sites.values()) {
    await listen(site);
    console.log(`[serve] ${site.name} http://${HOST}:${site.port} <- ${site.dir}`);
  }
  // the host's document server starts loading what it draws from before the first document
  for (const site of sites.values()) documentServerOf(site.dir);
  if (controlPort) {
    http.createServer((req, res) => void control(req, res)).listen(controlPort, HOST);
    console.log(`[serve] control http://${HOST}:${controlPort}`);
  }
  const stop = async () => {
    await Promise.all([...sites.values()].map(close));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

#!/usr/bin/env node
// Servers of the built host and remotes on 127.0.0.1, and, for tests, a control port that stops,
// starts or re-points a site (a "deploy").
// Alone, it serves every site's static files itself (sirv), with the cache policy, brotli/gzip, CORS
// for federation and the host's documents. With --front, nginx serves the sites on their ports
// (build/nginx-front.mjs writes its config and reloads it) and this process runs the host's document
// server on --document-port, which nginx proxies documents to.
// A remote's site also serves its releases (`npm run release`): /releases/remote-<name>/<build-id>/…
// from the --releases folder, old ones included, so a page that has an old release open keeps working.
// Usage: node build/serve.mjs [--control PORT] [--releases DIR]
//          [--front PREFIX --nginx BIN --document-port PORT --status-port PORT]
//          name=PORT:DIR [name=PORT:DIR ...]
// Control: POST /stop/<name>, /start/<name>, /deploy/<name>?dir=DIR[&csp=production]
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { cacheControlFor } from './cache-policy.mjs';
import { isDocumentPath } from './document-answer.mjs';
import {
  createDocumentServer,
  documentHandler,
  isProbePath,
  shutDown,
} from './document-server.mjs';
import { isHiddenPath } from './hidden-paths.mjs';
import { documentServerOf } from './host-server-module.mjs';
import { nginxFront } from './nginx-front.mjs';
import { requestLog } from './request-log.mjs';
import { siteSecurityHeaders } from './site-headers.mjs';

const HOST = '127.0.0.1';
const log = requestLog({ server: 'document', level: process.env.DOCUMENT_LOG_LEVEL ?? 'info' });

function safeDecode(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
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

/** `site.production` forces the production policy whatever the config's mode (tests of the strict CSP). */
function handlerFor(site) {
  const { dir } = site;
  const hostDir = sites.get('host')?.dir ?? null;
  const headers = siteSecurityHeaders({
    name: site.name,
    dir,
    hostDir,
    production: site.production,
  });
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
  const documents =
    site.name === 'host' ? documentHandler({ dir, production: () => site.production, log }) : null;
  return (req, res) => {
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    res.setHeader('Access-Control-Allow-Origin', '*');
    const pathname = (req.url ?? '').split('?')[0];
    if (isHiddenPath(safeDecode(pathname))) {
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
        (req.method === 'GET' || req.method === 'HEAD') &&
        (isProbePath(pathname) || isDocumentPath(dir, req.url));
      if (documents && isDocument) await documents(req, res);
      else files(req, res, () => res.writeHead(404).end('Not found'));
    });
  };
}

const sites = new Map();
/** The nginx front when --front is given: it serves the sites, this process their documents. */
let front = null;

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
  try {
    await act(req, res);
  } catch (err) {
    console.error('[serve] control failed:', err);
    if (!res.headersSent) res.writeHead(500).end(String(err?.message ?? err));
  }
}

async function act(req, res) {
  const url = new URL(req.url, `http://${HOST}`);
  const [, action, name] = url.pathname.split('/');
  const site = sites.get(name ?? '');
  if (!site) return res.writeHead(404).end(`unknown site ${name}`);
  if (action === 'stop') await (front ? front.stop(site) : close(site));
  else if (action === 'start') {
    if (front) await front.start(site);
    else if (!site.server) await listen(site);
  } else if (action === 'deploy') {
    const dir = url.searchParams.get('dir');
    if (!dir) return res.writeHead(400).end('dir required');
    site.dir = path.resolve(dir);
    site.production = url.searchParams.get('csp') === 'production' || undefined;
    if (front) await front.deploy(site);
    else site.handler = handlerFor(site);
  } else return res.writeHead(400).end('unknown action');
  const up = front ? site.up !== false : Boolean(site.server);
  res
    .writeHead(200, { 'Content-Type': 'application/json' })
    .end(JSON.stringify({ name, dir: site.dir, up }));
}

function parseArgs(args) {
  const options = {
    controlPort: null,
    front: null,
    nginx: 'nginx',
    documentPort: 3010,
    statusPort: 3011,
  };
  const flags = {
    '--releases': (v) => (releasesDir = path.resolve(v)),
    '--control': (v) => (options.controlPort = Number(v)),
    '--front': (v) => (options.front = path.resolve(v)),
    '--nginx': (v) => (options.nginx = v),
    '--document-port': (v) => (options.documentPort = Number(v)),
    '--status-port': (v) => (options.statusPort = Number(v)),
  };
  for (let i = 0; i < args.length; i += 1) {
    if (flags[args[i]]) {
      flags[args[i]](args[i + 1]);
      i += 1;
      continue;
    }
    const [name, rest] = args[i].split('=');
    const [port, dir] = rest.split(':');
    sites.set(name, { name, port: Number(port), dir: path.resolve(dir), server: null });
  }
  return options;
}

/** The front's way: nginx serves the sites; the host's documents come from here. */
async function startBehindFront(options) {
  const { documentPort, statusPort } = options;
  front = nginxFront({
    prefix: options.front,
    nginx: options.nginx,
    sites,
    documentPort,
    statusPort,
    releasesDir,
  });
  const config = front.init();
  const host = sites.get('host');
  const documents = createDocumentServer({
    dir: front.rootOf('host'),
    production: () => host?.production,
    log,
  });
  await new Promise((resolve, reject) => {
    documents.once('error', reject);
    documents.listen(documentPort, HOST, resolve);
  });
  console.log(`[serve] documents http://${HOST}:${documentPort}; nginx config ${config}`);
  return () => shutDown(documents, 2000);
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  let stopDocuments = async () => undefined;
  if (options.front) stopDocuments = await startBehindFront(options);
  else {
    // after every site is known: a remote's policy reads the host's config.json
    for (const site of sites.values()) site.handler = handlerFor(site);
    for (const site of sites.values()) {
      await listen(site);
      console.log(`[serve] ${site.name} http://${HOST}:${site.port} <- ${site.dir}`);
    }
  }
  // the host's document server starts loading what it draws from before the first document
  for (const site of sites.values()) documentServerOf(site.dir);
  if (options.controlPort) {
    http.createServer((req, res) => void control(req, res)).listen(options.controlPort, HOST);
    console.log(`[serve] control http://${HOST}:${options.controlPort}`);
  }
  const stop = async () => {
    await Promise.all([...sites.values()].map(close));
    await stopDocuments();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

#!/usr/bin/env node
// The host's document server: answers every document (HTML) request of the site behind a front (nginx
// or a CDN) that serves the static files itself, plus `/healthz` (alive) and `/readyz` (ready to draw).
// Stateless: any number of them may stand behind a load balancer.
// Usage: HOST=127.0.0.1 PORT=3010 SITE_DIR=host/dist [DOCUMENT_CSP=production]
//        [DOCUMENT_LOG_LEVEL=info|error|silent] node build/document-server.mjs
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerDocument } from './document-answer.mjs';
import { documentServerOf } from './host-server-module.mjs';
import { requestLog } from './request-log.mjs';
import siteConfig from './site-config.cjs';

const REGISTRY_TIMEOUT_MS = 2000;

/** Whether the site's registry answers (its config's `registryUrl`); true when it names none. */
async function registryReachable(dir) {
  let url;
  try {
    url = JSON.parse(fs.readFileSync(path.join(dir, 'config.json'), 'utf8')).registryUrl;
  } catch {
    return false;
  }
  if (typeof url !== 'string') return true;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS) });
    return res.status < 500;
  } catch {
    return false;
  }
}

/** What is wrong with the folder's config.json (config/runtime-config.schema.json); empty if nothing. */
export function siteConfigProblems(dir) {
  let config;
  try {
    config = JSON.parse(fs.readFileSync(path.join(dir, 'config.json'), 'utf8'));
  } catch (err) {
    return [`config.json cannot be read: ${err.message}`];
  }
  return siteConfig.configProblems(config);
}

/** Ready: the folder's config is valid, its document module loads and its registry answers. */
async function readiness(folder) {
  let dir;
  try {
    dir = fs.realpathSync(folder);
  } catch {
    return { ready: false, config: false, document: false, registry: false };
  }
  const config = siteConfigProblems(dir).length === 0;
  let document = false;
  try {
    document = documentServerOf(dir) !== null;
  } catch {
    document = false; // a module that throws as it loads
  }
  const registry = await registryReachable(dir);
  return { ready: config && document && registry, config, document, registry };
}

function sendJson(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * The server's request handler (build/serve.mjs answers the host's documents with it too).
 * @param {{ dir: string, production?: () => boolean | undefined, log?: ReturnType<typeof requestLog> }} o
 * `dir` is the host's built folder (or a symlink to it); `production()` forces the production policy.
 */
export function documentHandler({ dir, production = () => undefined, log }) {
  const logger = log ?? requestLog({ server: 'document', level: 'silent' });
  return async (req, res) => {
    const started = process.hrtime.bigint();
    const reqId = randomBytes(8).toString('hex');
    res.setHeader('X-Request-Id', reqId);
    const pathname = (req.url ?? '/').split('?')[0];
    let route = 'document';
    let drawn;
    try {
      if (pathname === '/healthz') {
        route = pathname;
        sendJson(res, 200, { status: 'ok' });
      } else if (pathname === '/readyz') {
        route = pathname;
        const state = await readiness(dir);
        sendJson(res, state.ready ? 200 : 503, state);
      } else if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      } else {
        drawn = await answerDocument(req, res, { dir, production: production() });
      }
    } catch (err) {
      logger.error('document failed', err);
      if (!res.headersSent) res.writeHead(500).end('Internal error');
      else res.destroy();
    }
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logger.request({
      reqId,
      method: req.method,
      route,
      status: res.statusCode,
      ms: Math.round(ms * 10) / 10,
      ...(drawn === undefined ? {} : { drawn }),
    });
  };
}

/** @param {Parameters<typeof documentHandler>[0]} options */
export const createDocumentServer = (options) => http.createServer(documentHandler(options));

/** Whether a path is one the document server answers besides documents. */
export const isProbePath = (pathname) => pathname === '/healthz' || pathname === '/readyz';

/** Stops accepting, lets the requests in flight finish, then resolves; idle keep-alives are closed. */
export function shutDown(server, graceMs = 10_000) {
  return new Promise((resolve) => {
    // a connection whose request finishes goes idle: close it then, not at the client's leisure
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

async function main() {
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 3010);
  const dir = path.resolve(process.env.SITE_DIR ?? 'host/dist');
  const log = requestLog({ server: 'document', level: process.env.DOCUMENT_LOG_LEVEL ?? 'info' });
  const production = process.env.DOCUMENT_CSP === 'production' || undefined;
  const problems = siteConfigProblems(dir);
  if (problems.length > 0) {
    log.error(
      'invalid site configuration',
      `${path.join(dir, 'config.json')}: ${problems.join('; ')}`,
    );
    process.exit(1);
  }
  const server = createDocumentServer({ dir, production: () => production, log });
  // what the first documents draw from starts loading now (the remotes' server containers)
  void readiness(dir);
  server.listen(port, host, () => log.info('listening', { url: `http://${host}:${port}`, dir }));
  const stop = async (signal) => {
    log.info('stopping', { signal });
    await shutDown(server);
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

// The host's document server as production runs it (build/document-server.mjs): probes, the
// document's caching and Vary, one JSON log line per request, and a graceful stop on SIGTERM.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createDocumentServer } from '../document-server.mjs';
import { requestLog } from '../request-log.mjs';
import { freePorts, siteFixture } from './site-fixture.mjs';

const SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'document-server.mjs');
const listen = (server, port = 0) =>
  new Promise((r) => server.listen(port, '127.0.0.1', () => r(server.address().port)));
const close = (server) => new Promise((r) => server.close(r));

let registry;
let registryUrl;
before(async () => {
  registry = http.createServer((_req, res) => res.end('{}'));
  registryUrl = `http://127.0.0.1:${await listen(registry)}/registry`;
});
after(() => close(registry));

/** A document server of a fixture site, its log lines and its base URL. */
async function started(fixture = {}) {
  const site = siteFixture({ registryUrl, ...fixture });
  const lines = [];
  const log = requestLog({ server: 'document', out: (line) => lines.push(JSON.parse(line)) });
  const server = createDocumentServer({ dir: site.host, log });
  const base = `http://127.0.0.1:${await listen(server)}`;
  return { base, lines, stop: async () => (await close(server), site.remove()) };
}

test('/healthz answers while alive; /readyz once the document module loads and the registry answers', async () => {
  const ready = await started();
  try {
    assert.equal((await fetch(`${ready.base}/healthz`)).status, 200);
    const res = await fetch(`${ready.base}/readyz`);
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), {
      ready: true,
      config: true,
      document: true,
      registry: true,
    });
  } finally {
    await ready.stop();
  }
  const noModule = await started({ document: null });
  const noRegistry = await started({ registryUrl: 'http://127.0.0.1:9/registry' });
  try {
    assert.equal((await fetch(`${noModule.base}/healthz`)).status, 200);
    assert.equal((await fetch(`${noModule.base}/readyz`)).status, 503);
    const res = await fetch(`${noRegistry.base}/readyz`);
    assert.equal(res.status, 503);
    assert.equal((await res.json()).registry, false);
  } finally {
    await noModule.stop();
    await noRegistry.stop();
  }
});

test('a document varies by language and cookie, and revalidates (weak validators too)', async () => {
  const server = await started();
  try {
    const res = await fetch(`${server.base}/sports`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('vary'), 'Accept-Language, Cookie');
    assert.equal(res.headers.get('cache-control'), 'no-cache');
    assert.match(res.headers.get('content-security-policy'), /frame-ancestors 'none'/);
    assert.match(await res.text(), /id="runtime-config"/);
    const etag = res.headers.get('etag');
    for (const tag of [etag, `W/${etag}`]) {
      const again = await fetch(`${server.base}/sports`, { headers: { 'If-None-Match': tag } });
      assert.equal(again.status, 304, tag);
    }
  } finally {
    await server.stop();
  }
});

test('logs one JSON line per request, without the path; a silent log writes nothing', async () => {
  const server = await started();
  try {
    await fetch(`${server.base}/personal/me?token=secret`);
    await fetch(`${server.base}/healthz`);
    const [doc, health] = server.lines;
    assert.equal(doc.msg, 'request');
    assert.equal(doc.level, 'info');
    assert.equal(doc.route, 'document');
    assert.equal(doc.status, 200);
    assert.equal(typeof doc.ms, 'number');
    assert.match(doc.reqId, /^[0-9a-f]{16}$/);
    assert.equal(health.route, '/healthz');
    assert.doesNotMatch(JSON.stringify(server.lines), /personal|secret/);
  } finally {
    await server.stop();
  }
  const lines = [];
  requestLog({ server: 'document', level: 'silent', out: (l) => lines.push(l) }).request({});
  assert.deepEqual(lines, []);
});

test('on SIGTERM it stops accepting, finishes the request in flight and exits', async () => {
  // a document that takes a while to draw
  const slow =
    'exports.renderDocument = () => new Promise((r) => setTimeout(() => r({ head: "", app: null }), 500));';
  const site = siteFixture({ registryUrl, document: slow });
  const [port] = await freePorts(1);
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), SITE_DIR: site.host },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    while (!out.includes('"listening"')) await new Promise((r) => setTimeout(r, 20));
    const inFlight = fetch(`http://127.0.0.1:${port}/`);
    await new Promise((r) => setTimeout(r, 150));
    child.kill('SIGTERM');
    const exited = new Promise((r) => child.once('exit', (code) => r(code)));
    await new Promise((r) => setTimeout(r, 100));
    await assert.rejects(fetch(`http://127.0.0.1:${port}/healthz`));
    const res = await inFlight;
    assert.equal(res.status, 200);
    assert.match(await res.text(), /<p>layout<\/p>/);
    assert.equal(await exited, 0);
    assert.match(out, /"msg":"stopping"/);
  } finally {
    child.kill('SIGKILL');
    site.remove();
  }
});

test('it refuses to start on a config.json the schema rejects, naming the field; not ready either', async () => {
  const site = siteFixture({ registryUrl });
  const configFile = path.join(site.host, 'config.json');
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));
  fs.writeFileSync(configFile, JSON.stringify({ ...config, mode: 'pre', debugconsole: false }));
  const [port] = await freePorts(1);
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), SITE_DIR: site.host },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const code = await new Promise((r) => child.once('exit', r));
  const server = createDocumentServer({ dir: site.host, log: requestLog({ level: 'silent' }) });
  try {
    assert.equal(code, 1);
    assert.match(out, /invalid site configuration/);
    assert.match(out, /\/mode/);
    assert.match(out, /unknown field \\"debugconsole\\"/);
    assert.doesNotMatch(out, /"listening"/);
    const res = await fetch(`http://127.0.0.1:${await listen(server)}/readyz`);
    assert.equal(res.status, 503);
    assert.equal((await res.json()).config, false);
  } finally {
    await close(server);
    site.remove();
  }
});

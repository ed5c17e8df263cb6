// The nginx front is generated from the code the Node servers run: the same cache policy, hidden
// paths and security headers. The second half runs the generated config in a real nginx (skipped
// where nginx or its brotli module is missing; CI installs both, scripts/ensure-nginx.sh).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import zlib from 'node:zlib';
import { cacheControlFor } from '../cache-policy.mjs';
import {
  BROTLI_MODULE,
  locationRegex,
  mapRegex,
  nginxConfig,
  quote,
  writeNginxConfig,
} from '../nginx-config.mjs';
import { siteSecurityHeaders } from '../site-headers.mjs';
import { freePorts, siteFixture } from './site-fixture.mjs';

test('values are quoted for nginx, and a "$" (a variable to nginx) is refused in a header', () => {
  assert.equal(quote(`a "b" \\c`), `"a \\"b\\" \\\\c"`);
  assert.throws(() => quote("script-src 'self' $x"), /\$/);
  assert.equal(locationRegex(/\.map$/), '~ "\\\\.map$"');
  assert.equal(mapRegex(/\.[0-9a-f]{8}\.js$/i), '"~*\\\\.[0-9a-f]{8}\\\\.js$"');
  assert.throws(() => mapRegex(/x/g), /flags/);
});

describe('the generated config', () => {
  let site;
  before(() => (site = siteFixture()));
  after(() => site.remove());
  const generate = (overrides = {}) =>
    nginxConfig({
      prefix: '/tmp/front',
      sites: [
        { name: 'host', port: 3000, root: site.host },
        { name: 'live', port: 3002, root: site.live },
      ],
      documentPort: 3010,
      statusPort: 3011,
      releasesDir: site.releases,
      ...overrides,
    });

  test("has each site's headers exactly as build/site-headers.mjs computes them", () => {
    const files = generate();
    for (const [name, dir] of [
      ['host', site.host],
      ['live', site.live],
    ]) {
      const include = files[`conf/${name}-headers.conf`];
      const headers = siteSecurityHeaders({ name, dir, hostDir: site.host });
      for (const [k, v] of Object.entries(headers))
        assert.ok(include.includes(`add_header ${k} ${quote(v)} always;`), `${name} ${k}`);
      assert.match(include, /Access-Control-Allow-Origin "\*" always/);
    }
    const strict = generate({
      sites: [{ name: 'host', port: 3000, root: site.host, production: true }],
    });
    assert.doesNotMatch(strict['conf/host-headers.conf'], /unsafe-eval/);
    assert.match(files['conf/host-headers.conf'], /unsafe-eval/);
  });

  test('a site that is not up has no server, so its port refuses connections', () => {
    const conf = generate({
      sites: [
        { name: 'host', port: 3000, root: site.host },
        { name: 'live', port: 3002, root: site.live, up: false },
      ],
    })['nginx.conf'];
    assert.match(conf, /listen 127\.0\.0\.1:3000;/);
    assert.doesNotMatch(conf, /listen 127\.0\.0\.1:3002;/);
  });

  test('runs as the given user only (a master running as root), and writes nowhere but its prefix', () => {
    assert.doesNotMatch(generate()['nginx.conf'], /^user /m);
    assert.match(generate({ user: 'root' })['nginx.conf'], /^user root;$/m);
    const paths = generate()['nginx.conf'].match(/_(path|log|file) "[^"]+"|^pid "[^"]+"/gm) ?? [];
    assert.ok(paths.length >= 7);
    for (const p of paths) assert.match(p, /"\/tmp\/front\//, p);
    assert.match(generate()['nginx.conf'], /^daemon off;$/m);
  });
});

const canRun = fs.existsSync('/usr/sbin/nginx') && fs.existsSync(BROTLI_MODULE);

describe(
  'the front in a real nginx',
  { skip: !canRun && 'nginx or its brotli module is missing' },
  () => {
    let site;
    let nginx;
    let upstream;
    let ports;
    const url = (port, p) => `http://127.0.0.1:${port}${p}`;
    /** A GET with the raw (undecoded) body. */
    const get = (u, headers = {}, method = 'GET') =>
      new Promise((resolve, reject) => {
        const req = http.request(u, { method, headers, agent: false }, (res) => {
          const parts = [];
          res.on('data', (p) => parts.push(p));
          res.on('end', () =>
            resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(parts) }),
          );
        });
        req.on('error', reject);
        req.end();
      });

    before(async () => {
      site = siteFixture();
      ports = await freePorts(4);
      const [hostPort, livePort, documentPort, statusPort] = ports;
      upstream = http.createServer((req, res) => {
        res.writeHead(200, {
          'Content-Type': 'text/html',
          'X-Drawn-By': 'document-server',
          'X-Seen-Host': req.headers.host,
        });
        res.end(`<p>document</p>${' '.repeat(2048)}`);
      });
      await new Promise((r) => upstream.listen(documentPort, '127.0.0.1', r));
      const prefix = path.join(site.root, 'front');
      const conf = writeNginxConfig({
        prefix,
        sites: [
          { name: 'host', port: hostPort, root: site.host },
          { name: 'live', port: livePort, root: site.live },
        ],
        documentPort,
        statusPort,
        releasesDir: site.releases,
        user: process.getuid() === 0 ? 'root' : null,
      });
      nginx = spawn('/usr/sbin/nginx', ['-p', prefix, '-c', conf, '-e', 'stderr'], {
        stdio: 'inherit',
      });
      for (let i = 0; i < 100; i += 1) {
        if (
          await get(url(statusPort, '/generation')).then(
            () => true,
            () => false,
          )
        )
          break;
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    after(async () => {
      nginx?.kill('SIGTERM');
      await new Promise((r) => (nginx ? nginx.once('exit', r) : r()));
      await new Promise((r) => upstream.close(r));
      site.remove();
    });

    test("serves the build's brotli copy to a browser that takes br, gzip to one that takes gzip", async () => {
      const [host] = ports;
      const plain = fs.readFileSync(path.join(site.host, 'main.0123abcd.js'));
      const br = await get(url(host, '/main.0123abcd.js'), {
        'Accept-Encoding': 'gzip, deflate, br',
      });
      assert.equal(br.headers['content-encoding'], 'br');
      assert.match(br.headers.vary, /Accept-Encoding/);
      assert.deepEqual(zlib.brotliDecompressSync(br.body), plain);
      const gz = await get(url(host, '/main.0123abcd.js'), { 'Accept-Encoding': 'gzip' });
      assert.equal(gz.headers['content-encoding'], 'gzip');
      assert.deepEqual(gz.body, fs.readFileSync(path.join(site.host, 'main.0123abcd.js.gz')));
      const identity = await get(url(host, '/main.0123abcd.js'));
      assert.equal(identity.headers['content-encoding'], undefined);
      assert.equal(identity.headers['content-type'], 'application/javascript; charset=utf-8');
      assert.equal(identity.headers.server, 'nginx'); // no version
      // a document has no copy: gzipped on the way
      const document = await get(url(host, '/sports'), { 'Accept-Encoding': 'gzip' });
      assert.equal(document.headers['content-encoding'], 'gzip');
      assert.match(zlib.gunzipSync(document.body).toString(), /<p>document<\/p>/);
    });

    test('sends the cache policy of build/cache-policy.mjs', async () => {
      const [host, live] = ports;
      for (const [port, p] of [
        [host, '/main.0123abcd.js'],
        [host, '/main.js'],
        [host, '/config.json'],
        [live, '/remoteEntry.js'],
        [live, '/mf-manifest.json'],
        [live, '/releases/remote-live/b1/remoteEntry.js'],
      ]) {
        const res = await get(url(port, p));
        assert.equal(res.status, 200, p);
        assert.equal(res.headers['cache-control'], cacheControlFor(p), p);
      }
      assert.equal(
        (await get(url(host, '/main.0123abcd.js'))).headers['cache-control'],
        'public, max-age=31536000, immutable',
      );
    });

    test('answers 404 to source maps and dot-paths, releases included, and to a missing file', async () => {
      const [host, live] = ports;
      for (const [port, p] of [
        [host, '/main.js.map'],
        [host, '/.server/document.cjs'],
        [host, '/%2Eserver/document.cjs'],
        [live, '/releases/remote-live/b1/.release.json'],
        [host, '/missing.js'],
        [live, '/missing.js'],
      ]) {
        const res = await get(url(port, p));
        assert.equal(res.status, 404, p);
        assert.equal(res.headers['x-content-type-options'], 'nosniff', p);
      }
    });

    test("sends each site's security headers and CORS, and answers a preflight", async () => {
      const [host, live] = ports;
      const remote = await get(url(live, '/remoteEntry.js'));
      const expected = siteSecurityHeaders({ name: 'live', dir: site.live, hostDir: site.host });
      assert.equal(remote.headers['content-security-policy'], expected['Content-Security-Policy']);
      assert.equal(remote.headers['access-control-allow-origin'], '*');
      const preflight = await get(
        url(live, '/remoteEntry.js'),
        { Origin: 'http://127.0.0.1:3000' },
        'OPTIONS',
      );
      assert.equal(preflight.status, 204);
      assert.equal(preflight.headers['access-control-allow-origin'], '*');
      const hostFile = await get(url(host, '/main.js'));
      assert.match(hostFile.headers['content-security-policy'], /script-src 'self' 'sha256-/);
    });

    test("proxies the host's documents, with the visitor's Host, and its own headers only", async () => {
      const [host] = ports;
      for (const p of ['/', '/index.html', '/sports', '/healthz']) {
        const res = await get(url(host, p));
        assert.equal(res.headers['x-drawn-by'], 'document-server', p);
        assert.equal(res.headers['x-seen-host'], `127.0.0.1:${host}`);
        assert.equal(res.headers['content-security-policy'], undefined, p);
      }
    });

    test("a remote's routes get its standalone page; a document server that is down, the layout", async () => {
      const [host, live, documentPort] = ports;
      const route = await get(url(live, '/anchorPlay'));
      assert.match(route.body.toString(), /live\(\)/);
      await new Promise((r) => upstream.close(r));
      try {
        const layout = await get(url(host, '/sports'));
        assert.equal(layout.status, 200);
        assert.match(layout.body.toString(), /<p>layout<\/p>/);
        assert.match(layout.headers['content-security-policy'], /frame-ancestors 'none'/);
      } finally {
        await new Promise((r) => upstream.listen(documentPort, '127.0.0.1', r));
      }
    });
  },
);

// Security headers of the static sites (issue 49 #10): the host's policy relaxes for the debug
// console only outside production and while it is on; the remotes' policy is a static script
// host's plus what their standalone page needs, from the same config; every site says nosniff.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import {
  contentSecurityPolicy,
  debugConsoleAllowed,
  inlineHashes,
  remoteContentSecurityPolicy,
} from '../csp.mjs';
import { siteSecurityHeaders } from '../site-headers.mjs';

const config = {
  mode: 'dev',
  apiBaseUrl: 'http://127.0.0.1:4000',
  registryUrl: 'http://127.0.0.1:4000/api/platform/registry',
  providerOrigins: ['http://127.0.0.1:4100'],
  remoteOrigins: ['http://127.0.0.1:3001'],
};
const html = '<script>boot()</script><style>body{margin:0}</style>';
const directives = (policy) =>
  Object.fromEntries(
    policy.split('; ').map((d) => {
      const [name, ...values] = d.split(' ');
      return [name, values];
    }),
  );

test("the host allows 'unsafe-eval' only where the debug console is enabled", () => {
  assert.equal(debugConsoleAllowed(config), true);
  assert.equal(debugConsoleAllowed({ ...config, debugConsole: false }), false);
  assert.equal(debugConsoleAllowed({ ...config, mode: 'production' }), false);
  assert.equal(debugConsoleAllowed(config, true), false);

  const relaxed = directives(contentSecurityPolicy({ html, config }));
  assert.ok(relaxed['script-src'].includes("'unsafe-eval'"));
  assert.ok(relaxed['style-src'].includes("'unsafe-inline'"));
  for (const off of [
    { ...config, debugConsole: false },
    { ...config, mode: 'production' },
  ]) {
    const strict = directives(contentSecurityPolicy({ html, config: off }));
    assert.ok(!strict['script-src'].includes("'unsafe-eval'"));
    assert.ok(!strict['style-src'].includes("'unsafe-inline'"));
    assert.ok(strict['style-src'].includes(inlineHashes(html).styles[0]));
  }
});

test('a remote is a static script host whose standalone page can reach the API', () => {
  const policy = remoteContentSecurityPolicy({ html, config });
  const { scripts, styles } = inlineHashes(html);
  assert.deepEqual(directives(policy), {
    'default-src': ["'none'"],
    'script-src': ["'self'", scripts[0]],
    'style-src': ["'self'", styles[0]],
    'img-src': ["'self'", 'data:', 'blob:', 'http://127.0.0.1:4000', 'http://127.0.0.1:4100'],
    'media-src': ["'self'", 'blob:', 'http://127.0.0.1:4000', 'http://127.0.0.1:4100'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      'http://127.0.0.1:4000',
      'http://127.0.0.1:4100',
      'ws://127.0.0.1:4000',
      'ws://127.0.0.1:4100',
    ],
    'frame-src': ["'self'", 'http://127.0.0.1:4000', 'http://127.0.0.1:4100'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
  assert.ok(!policy.includes('unsafe'));
});

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-headers-'));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));
function site(name, files) {
  const dir = path.join(tmp, name);
  fs.mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text);
  return dir;
}

test("each site gets its policy and nosniff; a remote reads the host's config.json", () => {
  const hostDir = site('host', { 'index.html': html, 'config.json': JSON.stringify(config) });
  const remoteDir = site('live', { 'index.html': '<div id="app"></div>' });
  const host = siteSecurityHeaders({ name: 'host', dir: hostDir });
  assert.equal(host['X-Content-Type-Options'], 'nosniff');
  assert.equal(host['Content-Security-Policy'], contentSecurityPolicy({ html, config }));
  assert.equal(
    siteSecurityHeaders({ name: 'host', dir: hostDir, production: true })[
      'Content-Security-Policy'
    ],
    contentSecurityPolicy({ html, config, production: true }),
  );

  // a drawn document's inline styles are named by the production policy
  const drawn = `${html}<style data-href="x.css">.tile{color:red}</style>`;
  const drawnPolicy = siteSecurityHeaders({
    name: 'host',
    dir: hostDir,
    production: true,
    html: drawn,
  })['Content-Security-Policy'];
  assert.ok(drawnPolicy.includes(inlineHashes('<style>.tile{color:red}</style>').styles[0]));

  const remote = siteSecurityHeaders({ name: 'live', dir: remoteDir, hostDir });
  assert.equal(remote['X-Content-Type-Options'], 'nosniff');
  assert.equal(
    remote['Content-Security-Policy'],
    remoteContentSecurityPolicy({ html: '<div id="app"></div>', config }),
  );
  assert.ok(remote['Content-Security-Policy'].includes("connect-src 'self' http://127.0.0.1:4000"));

  // its own config.json wins; with none at all its own files still run
  const own = { ...config, apiBaseUrl: 'https://api.example' };
  const deployed = site('sports', { 'index.html': '', 'config.json': JSON.stringify(own) });
  assert.match(
    siteSecurityHeaders({ name: 'sports', dir: deployed, hostDir })['Content-Security-Policy'],
    /connect-src 'self' https:\/\/api\.example /,
  );
  const bare = siteSecurityHeaders({ name: 'account', dir: path.join(tmp, 'none') });
  assert.match(bare['Content-Security-Policy'], /^default-src 'none'; script-src 'self';/);
  assert.equal(bare['X-Content-Type-Options'], 'nosniff');
});

// A built site in miniature for the front's and the document server's tests: a host folder with its
// config, an inline script, a document module and a hashed file with its brotli and gzip copies, a
// remote folder, and a releases folder.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/** Free ports on 127.0.0.1, as many as asked. */
export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from({ length: count }, () => {
      const server = net.createServer();
      return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
    }),
  );
  const ports = servers.map((s) => s.address().port);
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  return ports;
}

const HTML =
  '<!doctype html><html lang="en"><head><script>boot()</script></head>' +
  '<body><div id="app"><!--app--><p>layout</p><!--/app--></div></body></html>';

/** A script large enough to be compressed, with its copies as the build writes them. */
function writeWithCopies(file, body) {
  fs.writeFileSync(file, body);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
}

/**
 * @param {{ registryUrl?: string, document?: string }} o `document` is the source of the host's
 * `.server/document.cjs` (none when null).
 */
export function siteFixture({ registryUrl = 'http://127.0.0.1:9/registry', document } = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'betlive-site-'));
  const host = path.join(root, 'host');
  const live = path.join(root, 'live');
  const releases = path.join(root, 'releases');
  const release = path.join(releases, 'remote-live', 'b1');
  for (const dir of [path.join(host, '.server'), live, release])
    fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(host, 'index.html'), HTML);
  const config = {
    mode: 'dev',
    apiBaseUrl: 'http://127.0.0.1:4000',
    registryUrl,
    remoteOrigins: ['http://127.0.0.1:3002'],
  };
  fs.writeFileSync(path.join(host, 'config.json'), JSON.stringify(config));
  const script = Buffer.from(`console.log(${JSON.stringify('x'.repeat(4000))});\n`);
  writeWithCopies(path.join(host, 'main.0123abcd.js'), script);
  writeWithCopies(path.join(host, 'main.js'), script);
  fs.writeFileSync(path.join(host, 'main.js.map'), '{}');
  if (document !== null) {
    fs.writeFileSync(
      path.join(host, '.server', 'document.cjs'),
      document ?? 'exports.renderDocument = async () => ({ head: "", app: null });',
    );
  }
  fs.writeFileSync(path.join(live, 'index.html'), HTML.replace('boot()', 'live()'));
  fs.writeFileSync(path.join(live, 'remoteEntry.js'), 'var live;');
  fs.writeFileSync(path.join(live, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(release, 'remoteEntry.js'), 'var live1;');
  fs.writeFileSync(path.join(release, '.release.json'), '{}');
  return {
    root,
    host,
    live,
    releases,
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

#!/usr/bin/env node
// The reference both measuring scripts compare against (issue 16): a one-line React app — React +
// ReactDOM production builds and one render call in one script file — served like the site's files (the
// build's brotli/gzip copies, the same static server). Measured in the same run as the site, so a slow
// or busy machine moves both.
// Usage as a script: node e2e/scripts/one-liner.mjs PORT   (serves it on 127.0.0.1:PORT until stopped)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const { precompress } = createRequire(import.meta.url)('../../build/precompress-plugin.cjs');

/** Writes the one-liner into a new temporary folder (with its precompressed copies) and returns it. */
export async function writeOneLiner() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'one-liner-'));
  const require = createRequire(path.join(root, 'host', 'package.json'));
  const umd = (pkg, file) =>
    fs.readFileSync(
      path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'umd', file),
      'utf8',
    );
  const react = umd('react', 'react.production.min.js');
  const dom = umd('react-dom', 'react-dom.production.min.js');
  const line =
    "ReactDOM.createRoot(document.getElementById('root')).render(React.createElement('h1', { elementtiming: 'content' }, 'Hello from a one-line React app'));";
  fs.writeFileSync(path.join(dir, 'app.js'), `${react}\n${dom}\n${line}\n`);
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>one-liner</title><script defer src="/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  await precompress(path.join(dir, 'app.js'));
  return dir;
}

/** Serves the one-liner on 127.0.0.1:port (build/serve.mjs); returns the server's process. */
export async function serveOneLiner(port) {
  const dir = await writeOneLiner();
  const server = spawn(process.execPath, ['build/serve.mjs', `oneliner=${port}:${dir}`], {
    cwd: root,
    stdio: 'ignore',
  });
  server.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return server;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2]);
  if (!Number.isInteger(port) || port <= 0) {
    console.error('usage: node e2e/scripts/one-liner.mjs PORT');
    process.exit(2);
  }
  const server = await serveOneLiner(port);
  const stop = () => {
    server.kill();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  server.on('exit', (code) => process.exit(code ?? 1));
}

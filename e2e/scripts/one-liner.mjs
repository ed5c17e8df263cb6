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

/**
 * React and ReactDOM's production builds and one render call, bundled by webpack into `dir/app.js`
 * (React 19 ships no prebuilt browser file).
 */
async function bundleApp(dir) {
  const require = createRequire(path.join(root, 'host', 'package.json'));
  const webpack = require('webpack');
  const entry = path.join(dir, 'entry.js');
  fs.writeFileSync(
    entry,
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')).render(createElement('h1', { elementtiming: 'content' }, 'Hello from a one-line React app'));\n",
  );
  const compiler = webpack({
    mode: 'production',
    entry,
    output: { path: dir, filename: 'app.js' },
    resolve: { modules: [path.join(root, 'host', 'node_modules'), 'node_modules'] },
    performance: { hints: false },
  });
  await new Promise((resolve, reject) =>
    compiler.run((err, stats) =>
      compiler.close(() =>
        err || stats.hasErrors()
          ? reject(err ?? new Error(stats.toString('errors-only')))
          : resolve(),
      ),
    ),
  );
  fs.rmSync(entry);
}

/** Writes the one-liner into a new temporary folder (with its precompressed copies) and returns it. */
export async function writeOneLiner() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'one-liner-'));
  await bundleApp(dir);
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

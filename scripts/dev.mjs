#!/usr/bin/env node
// `npm run dev`: the API sandbox and the development servers of the host and every remote, with hot
// updates and React Fast Refresh; the host loads the remotes' containers from their servers, as the
// built site does. `npm run dev -- remote-live` starts that remote alone (its standalone page) with the
// sandbox; `npm run dev -- host remote-sports` a chosen set. Prints the address to open; Ctrl-C stops.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APPS = {
  host: 3000,
  'remote-sports': 3001,
  'remote-live': 3002,
  'remote-activities': 3003,
  'remote-account': 3004,
};
const PAGES = {
  host: '/',
  'remote-sports': '/sports',
  'remote-live': '/anchorPlay',
  'remote-activities': '/activity',
  'remote-account': '/personal/me',
};

const asked = process.argv.slice(2).filter((arg) => arg !== '--');
const unknown = asked.filter((name) => !(name in APPS));
if (unknown.length) {
  console.error(
    `[dev] unknown app ${unknown.join(', ')}; choose from ${Object.keys(APPS).join(', ')}`,
  );
  process.exit(2);
}
const apps = asked.length ? asked : Object.keys(APPS);
// without the host a remote serves its standalone page; under the host, its federation container
const alone = !apps.includes('host');

const children = [];
let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

function run(name, args, cwd, env = {}) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const print = (stream) => (data) =>
    stream.write(
      String(data)
        .split('\n')
        .filter(Boolean)
        .map((line) => `[${name}] ${line}`)
        .join('\n') + '\n',
    );
  child.stdout.on('data', print(process.stdout));
  child.stderr.on('data', print(process.stderr));
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`[dev] ${name} exited with ${code}; stopping`);
    stop(1);
  });
  children.push(child);
}

async function answers(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

const started = Date.now();
run('sandbox', ['--import', 'tsx', 'src/main.ts'], path.join(root, 'api-sandbox'));
const webpack = path.join(root, 'build', 'node_modules', 'webpack-cli', 'bin', 'cli.js');
for (const app of apps)
  run(app, [webpack, 'serve', '--mode', 'development'], path.join(root, app), {
    DEV_TARGET: alone ? 'standalone' : 'container',
  });

try {
  await answers('http://127.0.0.1:4000/api/platform/registry', 60_000);
  const first = apps.includes('host') ? 'host' : apps[0];
  // the dev servers answer once their first compilation is done
  for (const app of apps)
    await answers(
      `http://127.0.0.1:${APPS[app]}/${app === 'host' || alone ? '' : 'mf-manifest.json'}`,
      300_000,
    );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `\n  BetLive (development) is running:  http://127.0.0.1:${APPS[first]}${alone ? PAGES[first] : ''}` +
      `\n  ready in ${seconds} s; edits show without a reload (Ctrl-C stops)\n`,
  );
} catch (err) {
  console.error(`[dev] ${err.message}`);
  stop(1);
}

#!/usr/bin/env node
// Starts the API sandbox and the static servers of the built host and remotes on 127.0.0.1, waits until
// they answer, prints the address to open, and stops everything on Ctrl-C. Used by `npm run site` and e2e.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const control = process.env.STACK_CONTROL_PORT;

export const SITES = [
  ['host', 3000, 'host/dist'],
  ['sports', 3001, 'remote-sports/dist'],
  ['live', 3002, 'remote-live/dist'],
  ['activities', 3003, 'remote-activities/dist'],
  ['account', 3004, 'remote-account/dist'],
];

const children = [];
function run(name, cmd, args, cwd = root) {
  const child = spawn(cmd, args, { cwd, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const tag = (line) => `[${name}] ${line}`;
  child.stdout.on('data', (d) =>
    process.stdout.write(String(d).split('\n').filter(Boolean).map(tag).join('\n') + '\n'),
  );
  child.stderr.on('data', (d) =>
    process.stderr.write(String(d).split('\n').filter(Boolean).map(tag).join('\n') + '\n'),
  );
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[stack] ${name} exited with ${code}; stopping`);
      stop(1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

run(
  'sandbox',
  process.execPath,
  ['--import', 'tsx', 'src/main.ts'],
  path.join(root, 'api-sandbox'),
);
// every remote's server serves its releases too (npm run release, docs/operations.md "Releases")
const serveArgs = [
  'build/serve.mjs',
  '--releases',
  'releases',
  ...(control ? ['--control', control] : []),
];
for (const [name, port, dir] of SITES) serveArgs.push(`${name}=${port}:${dir}`);

try {
  // The site is served only once the sandbox and its provider answer, so whoever waits for the host's
  // config.json (Playwright's webServer) never meets a half-started stack.
  await waitFor('http://127.0.0.1:4000/api/platform/registry');
  await waitFor('http://127.0.0.1:4100/');
  run('static', process.execPath, serveArgs);
  for (const [, port] of SITES) await waitFor(`http://127.0.0.1:${port}/`);
  console.log(
    '\n  BetLive is running:  http://127.0.0.1:3000\n  (API sandbox http://127.0.0.1:4000, sportsbook provider http://127.0.0.1:4100; Ctrl-C stops)\n',
  );
} catch (err) {
  console.error(`[stack] ${err.message}`);
  stop(1);
}

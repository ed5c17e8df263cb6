#!/usr/bin/env node
// Starts the API sandbox and the servers of the built host and remotes on 127.0.0.1, waits until they
// answer, prints the address to open, and stops everything on Ctrl-C. Used by `npm run site` and e2e.
// The sites are served as in production, through an nginx front (build/nginx-config.mjs) in front of
// the host's document server, when nginx and its brotli module are installed (scripts/ensure-nginx.sh);
// STACK_FRONT=off serves them from build/serve.mjs alone, STACK_FRONT=nginx refuses to start without.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BROTLI_MODULE } from '../build/nginx-config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const control = process.env.STACK_CONTROL_PORT;

/** Behind the front: the host's document server and nginx's status server (reloads). */
export const FRONT_PORTS = { document: 3010, status: 3011 };

/** nginx's binary when the front can run (nginx and its brotli_static module), else null. */
function nginxBinary() {
  const candidates = [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/local/sbin/nginx'];
  const binary = candidates.find((file) => file && fs.existsSync(file));
  return binary && fs.existsSync(BROTLI_MODULE) ? binary : null;
}

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
/** The front's folder (config, pid, logs, temp paths), removed when the stack stops. */
let frontDir = null;
function stop(code = 0) {
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  setTimeout(() => {
    if (frontDir) fs.rmSync(frontDir, { recursive: true, force: true });
    process.exit(code);
  }, 300);
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
const mode = process.env.STACK_FRONT ?? 'auto';
const nginx = mode === 'off' ? null : nginxBinary();
if (mode === 'nginx' && !nginx) {
  console.error(
    `[stack] STACK_FRONT=nginx: no nginx with ${BROTLI_MODULE} (scripts/ensure-nginx.sh)`,
  );
  process.exit(1);
}
if (nginx) {
  frontDir = fs.mkdtempSync(path.join(os.tmpdir(), 'betlive-front-'));
  serveArgs.push('--front', frontDir, '--nginx', nginx);
  serveArgs.push('--document-port', String(FRONT_PORTS.document));
  serveArgs.push('--status-port', String(FRONT_PORTS.status));
}
for (const [name, port, dir] of SITES) serveArgs.push(`${name}=${port}:${dir}`);

try {
  // The site is served only once the sandbox and its provider answer, so whoever waits for the host's
  // config.json (Playwright's webServer) never meets a half-started stack.
  await waitFor('http://127.0.0.1:4000/api/platform/registry');
  await waitFor('http://127.0.0.1:4100/');
  run('static', process.execPath, serveArgs);
  if (frontDir) {
    await waitFor(`http://127.0.0.1:${FRONT_PORTS.document}/healthz`);
    // `daemon off` in the config: nginx stays this stack's child and stops with it
    const conf = path.join(frontDir, 'nginx.conf');
    run('front', nginx, ['-p', frontDir, '-c', conf, '-e', 'stderr']);
  }
  for (const [, port] of SITES) await waitFor(`http://127.0.0.1:${port}/`);
  const served = frontDir ? `nginx in front (${frontDir})` : 'build/serve.mjs';
  console.log(
    `\n  BetLive is running:  http://127.0.0.1:3000  (${served})\n  (API sandbox http://127.0.0.1:4000, sportsbook provider http://127.0.0.1:4100; Ctrl-C stops)\n`,
  );
} catch (err) {
  console.error(`[stack] ${err.message}`);
  stop(1);
}

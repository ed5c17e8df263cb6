import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { controlSite } from './helpers';

// Issue 47 (items 3, 5): the suite runs through the production front, nginx with the config
// build/nginx-config.mjs generates, in front of the host's document server (scripts/stack.mjs).
const SITE = 'http://127.0.0.1:3000';
const REMOTE = 'http://127.0.0.1:3003';
const root = path.resolve(__dirname, '..', '..');

test.skip(process.env.STACK_FRONT === 'off', 'the stack serves without its front');

/** Status and headers of a request, its body undecoded. */
function raw(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      })
      .on('error', reject);
  });
}

async function hashedChunk(): Promise<string> {
  const manifest = (await (await fetch(`${REMOTE}/mf-manifest.json`)).json()) as {
    exposes: Array<{ assets: { js: { sync: string[] } } }>;
  };
  return `${REMOTE}/${manifest.exposes[0]?.assets.js.sync[0] ?? 'missing.js'}`;
}

test('every site answers from nginx, the build’s brotli and gzip copies included', async () => {
  for (const port of [3000, 3001, 3002, 3003, 3004]) {
    expect((await raw(`http://127.0.0.1:${port}/`)).headers.server, String(port)).toBe('nginx');
  }
  for (const url of [`${SITE}/main.js`, await hashedChunk()]) {
    expect((await raw(url, { 'Accept-Encoding': 'br' })).headers['content-encoding'], url).toBe(
      'br',
    );
    expect((await raw(url, { 'Accept-Encoding': 'gzip' })).headers['content-encoding']).toBe(
      'gzip',
    );
  }
});

test('hashed files are immutable, entries and manifests revalidated; maps and dot-paths are 404', async () => {
  expect((await raw(await hashedChunk())).headers['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
  for (const file of ['/remoteEntry.js', '/mf-manifest.json', '/app-manifest.json']) {
    expect((await raw(`${REMOTE}${file}`)).headers['cache-control'], file).toBe('no-cache');
  }
  expect(fs.existsSync(path.join(root, 'host', 'dist', '.server', 'document.cjs'))).toBe(true);
  expect((await raw(`${SITE}/.server/document.cjs`)).status).toBe(404);
  expect((await raw(`${SITE}/config.json`)).status).toBe(200);
  expect((await raw(`${await hashedChunk()}.map`)).status).toBe(404);
  expect((await raw(`${SITE}/main.js.map`)).status).toBe(404);
});

test("the document server's probes answer through the front", async ({ request }) => {
  const health = await request.get(`${SITE}/healthz`);
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
  const ready = await request.get(`${SITE}/readyz`);
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({
    ready: true,
    config: true,
    document: true,
    registry: true,
  });
});

test('the production policy has no unsafe-eval, on the documents and the files nginx serves', async () => {
  const hostDist = path.join(root, 'host', 'dist');
  const policies = async () =>
    Promise.all(
      [`${SITE}/`, `${SITE}/sports`, `${SITE}/main.js`].map(
        async (url) => (await raw(url)).headers['content-security-policy'] ?? '',
      ),
    );
  for (const policy of await policies()) expect(policy).toContain("'unsafe-eval'");
  await controlSite('deploy', 'host', hostDist, { productionCsp: true });
  try {
    for (const policy of await policies()) {
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('unsafe-eval');
    }
  } finally {
    await controlSite('deploy', 'host', hostDist);
  }
});

test('a deploy re-points what nginx serves; a stopped site refuses connections', async () => {
  const dist = path.join(root, 'remote-activities', 'dist');
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'front-deploy-'));
  fs.cpSync(dist, copy, { recursive: true });
  fs.writeFileSync(path.join(copy, 'deployed.txt'), 'the copy');
  await controlSite('deploy', 'activities', copy);
  try {
    expect((await raw(`${REMOTE}/deployed.txt`)).status).toBe(200);
  } finally {
    await controlSite('deploy', 'activities', dist);
    fs.rmSync(copy, { recursive: true, force: true });
  }
  expect((await raw(`${REMOTE}/deployed.txt`)).status).toBe(404);
  await controlSite('stop', 'activities');
  try {
    await expect(raw(`${REMOTE}/`)).rejects.toThrow(/ECONNREFUSED/);
  } finally {
    await controlSite('start', 'activities');
  }
  expect((await raw(`${REMOTE}/`)).status).toBe(200);
});

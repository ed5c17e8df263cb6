#!/usr/bin/env node
// Figures for the federation backbone (a measurement, not a test): bytes of the host's first load and of
// each remote's entry, React copies downloaded on / then /sports, and (with --build) a clean build's time.
// Needs the stack running (node scripts/stack.mjs) unless --start is given.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const HOST = 'http://127.0.0.1:3000';
const REMOTES = { sports: 3001, live: 3002, activities: 3003, account: 3004 };
const args = new Set(process.argv.slice(2));
const kib = (n) => (n / 1024).toFixed(1);
const gz = (buf) => gzipSync(buf, { level: 9 }).length;

if (args.has('--build')) {
  const t0 = Date.now();
  execFileSync('bash', ['scripts/build-all.sh'], { cwd: root, stdio: 'ignore' });
  console.log(`clean build of host + 4 remotes: ${((Date.now() - t0) / 1000).toFixed(1)} s wall`);
}

let stack = null;
if (args.has('--start')) {
  stack = spawn(process.execPath, ['scripts/stack.mjs'], { cwd: root, stdio: 'ignore' });
  for (let i = 0; i < 120; i += 1) {
    try {
      if (
        (await fetch(`${HOST}/config.json`)).ok &&
        (await fetch('http://127.0.0.1:4000/api/platform/registry')).ok
      )
        break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

const browser = await chromium.launch(chromiumLaunchOptions);

async function record(page, action) {
  const files = new Map();
  const onResponse = async (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      files.set(res.url(), { type: type === 'script' ? 'js' : 'css', body: await res.body() });
    } catch {
      // redirected or aborted
    }
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return files;
}

function total(files, type) {
  let raw = 0;
  let gzip = 0;
  let count = 0;
  for (const f of files.values()) {
    if (f.type !== type) continue;
    raw += f.body.length;
    gzip += gz(f.body);
    count += 1;
  }
  return { raw, gzip, count };
}

const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await context.newPage();
const home = await record(page, () => page.goto(`${HOST}/?lang=en`));
const js = total(home, 'js');
const css = total(home, 'css');
console.log(
  '\nFirst load of / (guest, everything until network idle; the remote widgets below the fold load when scrolled to):',
);
console.log(`  JS  ${js.count} files  ${kib(js.raw)} KiB raw  ${kib(js.gzip)} KiB gzip`);
console.log(`  CSS ${css.count} files  ${kib(css.raw)} KiB raw  ${kib(css.gzip)} KiB gzip`);
const hostOnly = [...home.entries()].filter(([u]) => u.startsWith(HOST));
const hostJs = total(new Map(hostOnly), 'js');
console.log(
  `  of which from the host origin: JS ${kib(hostJs.raw)} KiB raw, ${kib(hostJs.gzip)} KiB gzip`,
);

console.log('\nRemote entries (remoteEntry.js + the sync JS of ./routes):');
// the host has no federation manifest: it bundles React into main.js and provides it to the remotes
const providers = new Map([
  ['react', new Set([`${HOST}/main.js`])],
  ['react-dom', new Set([`${HOST}/main.js`])],
]);
for (const [name, port] of Object.entries(REMOTES)) {
  const base = `http://127.0.0.1:${port}`;
  const manifest = await (await fetch(`${base}/mf-manifest.json`)).json();
  for (const s of manifest.shared) {
    const set = providers.get(s.name);
    if (set) for (const f of [...s.assets.js.sync, ...s.assets.js.async]) set.add(`${base}/${f}`);
  }
  const entry = Buffer.from(await (await fetch(`${base}/remoteEntry.js`)).arrayBuffer());
  const routes = manifest.exposes.find((e) => e.name === 'routes' || e.path === './routes');
  let routesRaw = 0;
  let routesGz = 0;
  for (const f of routes?.assets.js.sync ?? []) {
    const buf = Buffer.from(await (await fetch(`${base}/${f}`)).arrayBuffer());
    routesRaw += buf.length;
    routesGz += gz(buf);
  }
  console.log(
    `  ${name.padEnd(10)} remoteEntry ${kib(entry.length)} KiB raw / ${kib(gz(entry))} KiB gzip; ./routes ${kib(routesRaw)} / ${kib(routesGz)} KiB`,
  );
}

// React copies: files that provide react / react-dom (the host's main.js, the remotes' own copies per
// their manifests) fetched on / then /sports.
const fetched = new Set(home.keys());
await page.getByRole('button', { name: 'Log in' }).first().click();
await page.locator('input[name=userName]').fill('member01');
await page.locator('input[name=password]').fill('Member@123');
const sports = await record(page, async () => {
  await page.locator('form button[type=submit]').click();
  await page.waitForSelector('[data-testid=header-username]', { state: 'attached' });
  await page
    .getByRole('link', { name: 'Sports', exact: true })
    .filter({ visible: true })
    .first()
    .click();
  await page.waitForSelector('[data-testid=match-card]');
});
for (const u of sports.keys()) fetched.add(u);
console.log('\nReact copies downloaded on / then /sports:');
for (const [name, files] of providers) {
  const got = [...files].filter((f) => fetched.has(f));
  console.log(
    `  ${name}: ${got.length} (${got.map((u) => u.replace('http://127.0.0.1:', ':')).join(', ')})`,
  );
}
await browser.close();
stack?.kill('SIGTERM');

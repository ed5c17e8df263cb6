#!/usr/bin/env node
// JS the live room adds (gzip -9 of each script as served): member01 on the home page opens a room
// (every script the home page had not loaded counts), then opens the stream list and a room from
// its card (what the room adds to the list). The video engines load on demand, so the room is
// reported without an engine, with hls.js (what the sandbox's HLS line loads) and with mpegts.js
// (what an HTTP-FLV line loads instead; read from dist, the sandbox has no FLV line).
// Needs a running stack (node scripts/stack.mjs). Usage: node remote-live/scripts/room-weight.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, '../dist');
const e2e = path.join(here, '../../e2e');
const { chromium } = createRequire(path.join(e2e, 'package.json'))('@playwright/test');
const { chromiumLaunchOptions } = await import(path.join(e2e, 'chromium.mjs'));
const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const api = process.env.API_URL ?? 'http://127.0.0.1:4000';

// anchor01's free live room (a paid room would stop at its paywall).
const list = await fetch(`${api}/api/live/stream/list`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ current: 1, size: 999, status: 2 }),
}).then((r) => r.json());
const room = list.data.records.find((s) => s.anchorUserName === 'anchor01').id;

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (n) => Math.round(n / 102.4) / 10;

const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
/** Scripts fetched since the last clear; bodies keeps the first gzip size of every URL. */
const scripts = new Set();
const bodies = new Map();
page.on('response', (res) => {
  if (res.request().resourceType() !== 'script') return;
  scripts.add(res.url());
  if (!bodies.has(res.url()))
    bodies.set(
      res.url(),
      res.body().then(gz, () => 0),
    );
});
await page.goto(`${base}/?lang=en`);
await page.getByRole('button', { name: 'Log in' }).first().click();
await page.getByRole('dialog').getByLabel('User name').fill('member01');
await page.getByRole('dialog').getByLabel('Password').fill('Member@123');
await page.getByRole('dialog').getByRole('button', { name: 'Log in' }).click();
await page.getByTestId('header-username').waitFor();
// From the home page (the shell and the home remotes loaded) to the room: everything the live remote
// brings. From the stream list to the room: what the room adds on top of the list.
await page.waitForLoadState('networkidle');
const home = new Set(scripts);
const openRoom = async (how) => {
  await how();
  await page.getByTestId('live-room').waitFor();
  await page.waitForFunction(
    () => (globalThis.document.querySelector('[data-testid=live-video]')?.currentTime ?? 0) > 0.5,
  );
  await page.waitForLoadState('networkidle');
};
await openRoom(() => page.goto(`${base}/anchorPlay?id=${room}&lang=en`));
const fromHome = [...scripts].filter((u) => !home.has(u));
scripts.clear();
await page.goto(`${base}/anchorPlay?lang=en`);
await page.getByTestId('stream-card').first().waitFor();
await page.waitForLoadState('networkidle');
const onList = new Set(scripts);
await openRoom(() =>
  page.locator(`[data-testid=stream-card] a[href*="id=${room}"]`).first().click(),
);
const fromList = [...scripts].filter((u) => !onList.has(u));
const sized = (urls) =>
  Promise.all(urls.map(async (u) => [path.basename(new URL(u).pathname), await bodies.get(u)]));
const sizes = await sized(fromHome);
const listSizes = await sized(fromList);
await browser.close();

const engine = (name) => /^(hls|mpegts)\./.test(name);
const roomJs = sizes.filter(([n]) => !engine(n)).reduce((s, [, b]) => s + b, 0);
const hls = sizes.filter(([n]) => n.startsWith('hls.')).reduce((s, [, b]) => s + b, 0);
const mpegtsFile = readdirSync(dist).find((f) => /^mpegts\.[\w]+\.js$/.test(f));
const mpegts = mpegtsFile ? gz(readFileSync(path.join(dist, mpegtsFile))) : 0;
console.log(
  JSON.stringify({
    chunksFromHome: Object.fromEntries(sizes.map(([n, b]) => [n, kb(b)])),
    chunksFromList: Object.fromEntries(listSizes.map(([n, b]) => [n, kb(b)])),
    roomWithoutEngineKB: kb(roomJs),
    roomWithHlsJsKB: kb(roomJs + hls),
    roomWithFlvEngineKB: kb(roomJs + mpegts),
    hlsJsKB: kb(hls),
    mpegtsKB: kb(mpegts),
  }),
);

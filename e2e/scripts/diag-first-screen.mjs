#!/usr/bin/env node
// Diagnosis (not a test): the request timeline of one cold load under CPU 4x + Fast 3G — when each
// request started and ended (ms), its method, type and gzip size — to see what the first screen waits for.
// Usage: node e2e/scripts/diag-first-screen.mjs [url] [--member]   (a built site must be running:
// scripts/stack.mjs; --member: as member01, logged in)
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { openPhonePage } from './cheap-phone.mjs';
import { memberSession } from './member-session.mjs';

const args = process.argv.slice(2);
const browser = await chromium.launch(chromiumLaunchOptions);
const { page } = await openPhonePage(browser);
if (args.includes('--member')) {
  const session = await memberSession();
  await page.addInitScript((v) => localStorage.setItem('__session', v), session);
}
const t0 = Date.now();
const rows = [];
page.on('request', (r) => {
  r._t = Date.now() - t0;
});
page.on('response', async (res) => {
  const r = res.request();
  let gz = 0;
  try {
    gz = gzipSync(await res.body(), { level: 9 }).length;
  } catch {
    /* redirected or aborted: no body */
  }
  rows.push({
    t0: r._t,
    t1: Date.now() - t0,
    m: r.method(),
    type: r.resourceType(),
    url: res.url().replace(/^http:\/\/127\.0\.0\.1:/, ':'),
    kb: (gz / 1024).toFixed(1),
  });
});
await page.goto(args.find((a) => a.startsWith('http')) ?? 'http://127.0.0.1:3000/', {
  waitUntil: 'load',
  timeout: 120000,
});
await page.waitForLoadState('networkidle', { timeout: 120000 });
rows.sort((a, b) => a.t0 - b.t0);
for (const r of rows)
  console.log(
    String(r.t0).padStart(6),
    String(r.t1).padStart(6),
    r.m.padEnd(7),
    r.type.padEnd(10),
    r.kb.padStart(6),
    r.url.slice(0, 90),
  );
await browser.close();

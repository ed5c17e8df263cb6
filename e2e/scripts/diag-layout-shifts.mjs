#!/usr/bin/env node
/* global window */ // the layout-shift observer runs in the page
// Diagnosis (not a test): every layout shift of one cold load under CPU 4x + Fast 3G, with the
// elements that moved and their boxes before and after, to find what a CLS figure of the bench is.
// Usage: node e2e/scripts/diag-layout-shifts.mjs [url] [--member]   (a built site must be running)
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { openPhonePage } from './cheap-phone.mjs';
import { memberSession } from './member-session.mjs';

const url = process.argv.slice(2).find((a) => a.startsWith('http')) ?? 'http://127.0.0.1:3000/';
const browser = await chromium.launch(chromiumLaunchOptions);
const { page } = await openPhonePage(browser);
if (process.argv.includes('--member')) {
  const session = await memberSession();
  await page.addInitScript((v) => localStorage.setItem('__session', v), session);
}
await page.addInitScript(() => {
  window.__shifts = [];
  const describe = (n) =>
    n && n.nodeType === 1
      ? `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''}.${String(n.className).slice(0, 60)}`
      : (n?.nodeName ?? '?');
  const box = (r) => `${r.x},${r.y} ${r.width}x${r.height}`;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__shifts.push({
        at: Math.round(e.startTime),
        value: Number(e.value.toFixed(4)),
        moved: e.sources.map(
          (s) => `${describe(s.node)} ${box(s.previousRect)} -> ${box(s.currentRect)}`,
        ),
      });
  }).observe({ type: 'layout-shift', buffered: true });
});
await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
await page.waitForLoadState('networkidle', { timeout: 120_000 });
await page.waitForTimeout(1000);
for (const s of await page.evaluate(() => window.__shifts)) {
  console.log(`${s.at} ms  ${s.value}`);
  for (const m of s.moved) console.log(`    ${m}`);
}
await browser.close();

#!/usr/bin/env node
/* global window, document, MutationObserver, requestAnimationFrame */
// Bench (a measurement, not a test) of issue 16's "a tab switch to another remote ≤ 150 ms
// unthrottled after the idle prefetch": from `/`, click a tab of another remote and time until the
// page's content is painted (its content marker in the DOM, then the next frame). Each tab is timed
// after the idle prefetch has fetched that remote's route code (host/src/platform/prefetch-remotes.ts)
// and, as the reference in the same run, with prefetch off (the browser's Save-Data hint, which the
// prefetch respects). Prints min–median–max of N cold page loads per case.
// Usage: node e2e/scripts/bench-tab-switch.mjs [--runs 5] [--start] [--tabs Sports,Promotions]
//   (a built site; --start serves it)
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '../chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const RUNS = Number(option('--runs', '5'));
const ONLY = option('--tabs', '').split(',').filter(Boolean);
const SITE = 'http://127.0.0.1:3000';
const MEMBER = { userName: 'member01', password: 'Member@123' };

const TABS = [
  { name: 'Sports', remote: '3001', marker: '[elementtiming="match-row"]', member: true },
  { name: 'Live', remote: '3002', marker: '[data-testid="stream-grid"] a', member: true },
  { name: 'Promotions', remote: '3003', marker: '[elementtiming="activity-card"]' },
  { name: 'Me', remote: '3004', marker: '[elementtiming="profile-name"]', member: true },
];

async function waitForSite() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${SITE}/config.json`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('site did not start');
}

async function login(context) {
  const res = await fetch('http://127.0.0.1:4000/api/user/auth/account-login/v2', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(MEMBER),
  });
  const body = await res.json();
  const token = body?.data?.accessToken;
  if (!token) throw new Error(`login failed: ${JSON.stringify(body).slice(0, 200)}`);
  await context.addInitScript(
    ([t]) =>
      window.localStorage.setItem(
        '__session',
        JSON.stringify({ state: { token: t, username: 'member01' }, version: 0 }),
      ),
    [token],
  );
}

/** One cold load of `/`, then a click on the tab; ms from the click to the painted marker. */
async function once(browser, tab, prefetch) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (tab.member) await login(context);
  await context.addInitScript(() => window.localStorage.setItem('__language', 'en'));
  if (!prefetch)
    await context.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
    );
  const page = await context.newPage();
  let routeCodeFetched = null;
  const fetched = new Promise((resolve) => {
    routeCodeFetched = resolve;
  });
  page.on('requestfinished', (req) => {
    if (req.url().includes(`:${tab.remote}/__federation_expose_routes`)) routeCodeFetched();
  });
  await page.goto(SITE);
  await page.waitForSelector('[elementtiming="hot-game"]');
  await page.waitForLoadState('load');
  // the home page's live widgets keep the network busy, so no "network idle" here
  if (prefetch) await fetched; // the remote's route code is in the cache
  // the click comes when the page is at rest: its widgets shown and the main thread idle
  await page.waitForSelector('[data-widget-slot] [data-testid]');
  await page.evaluate(
    () => new Promise((resolve) => window.requestIdleCallback(() => resolve(), { timeout: 3000 })),
  );
  const link = page.locator('header nav a', { hasText: tab.name }).first();
  const ms = await link.evaluate(
    (el, marker) =>
      new Promise((resolve) => {
        const t0 = performance.now();
        const done = () => requestAnimationFrame(() => resolve(performance.now() - t0));
        const observer = new MutationObserver(() => {
          if (document.querySelector(marker)) {
            observer.disconnect();
            done();
          }
        });
        observer.observe(document.body, { childList: true, subtree: true });
        el.click();
      }),
    tab.marker,
  );
  await context.close();
  return ms;
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { min: s[0], median: s[Math.floor(s.length / 2)], max: s[s.length - 1] };
};
const fmt = ({ min, median, max }) =>
  `${median.toFixed(0).padStart(5)} ms (${min.toFixed(0)}–${max.toFixed(0)})`;

let stack = null;
if (argv.includes('--start')) {
  stack = spawn('node', ['scripts/stack.mjs'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: '/tmp/bench-tab-switch' },
    stdio: 'ignore',
  });
}
try {
  await waitForSite();
  const browser = await chromium.launch(chromiumLaunchOptions);
  console.log(`Tab switch from / (unthrottled, 1440x900), median of ${RUNS} cold loads`);
  console.log('tab          after idle prefetch        no prefetch (Save-Data)');
  for (const tab of TABS.filter((t) => ONLY.length === 0 || ONLY.includes(t.name))) {
    const warm = [];
    const cold = [];
    for (let i = 0; i < RUNS; i += 1) {
      warm.push(await once(browser, tab, true));
      cold.push(await once(browser, tab, false));
    }
    console.log(`${tab.name.padEnd(12)} ${fmt(stats(warm)).padEnd(26)} ${fmt(stats(cold))}`);
  }
  await browser.close();
} finally {
  stack?.kill();
}

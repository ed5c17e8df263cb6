#!/usr/bin/env node
/* global window, document, MutationObserver, requestAnimationFrame */
// Bench (a measurement, not a test) of issue 10: the live tab with 500 live matches whose odds move
// every second. It turns the provider's load knob on (POST /__admin/live-load, kept out of the normal
// seed), opens /sports (live tab), scrolls the virtualised list down and up for N seconds and prints:
//   - long tasks > 50 ms while scrolling (count, max, total),
//   - frame times while scrolling (p50, p95, max) from requestAnimationFrame,
//   - how many price texts changed on screen (the odds really tick), match rows in the DOM,
//   - getList calls: pages (infinite scroll) vs refreshes of the rows on screen (matchIds),
//   - how often, 100 ms after a wheel step, over 8 px of the list on screen had no row rendered yet,
//   - the JS (gzip -9 of each file) that /sports adds over /.
// Usage (from the worktree root, with the built stack running — see the e2e lock rule):
//   SANDBOX_ADMIN_TOKEN=<token the sandbox printed> node remote-sports/scripts/live-list-bench.mjs [--seconds 20] [--count 500] [--cpu 1] [--phone]
//     [--user member01 --password …] [--profile out.cpuprofile] [--trace] [--trace-file out.json]
// --profile records a CDP sampling profile while scrolling (it slows the page: use it to find where
// the time goes, not for the figures), writes it (open in Chrome DevTools › Performance) and prints
// the functions with the most self and total time.
// --trace records a Chromium trace while scrolling and prints every main-thread task's length (how
// many over 16/30/40/50 ms) and what ran inside the longest ones (bench-trace.mjs); --trace-file
// also writes it (with --profile, the profile's sample times are on the trace's clock).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(path.join(root, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');
const { chromiumLaunchOptions } = await import(path.join(root, 'e2e', 'chromium.mjs'));
const { printTasks, TRACE_CATEGORIES } = await import('./bench-trace.mjs');

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const SECONDS = Number(option('--seconds', '20'));
const COUNT = Number(option('--count', '500'));
const CPU = Number(option('--cpu', '1'));
const PHONE = argv.includes('--phone');
const SITE = option('--site', 'http://127.0.0.1:3000');
const PROVIDER = option('--provider', 'http://127.0.0.1:4100');
const PROFILE = option('--profile', '');
const TRACE_FILE = option('--trace-file', '');
const TRACE = argv.includes('--trace') || Boolean(TRACE_FILE);
const viewport = PHONE ? { width: 390, height: 844 } : { width: 1440, height: 900 };

const knob = async (count) => {
  const res = await fetch(`${PROVIDER}/__admin/live-load`, {
    method: 'POST',
    // the admin token the sandbox printed at start-up (SANDBOX_ADMIN=1; issue 49)
    headers: {
      'Content-Type': 'application/json',
      'X-Sandbox-Admin-Token': process.env.SANDBOX_ADMIN_TOKEN ?? '',
    },
    body: JSON.stringify({ count, tickMs: 1000 }),
  });
  const body = await res.json();
  if (!body.success) throw new Error(`live-load: ${JSON.stringify(body)}`);
};
const pct = (xs, p) => {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const ms = (n) => `${n.toFixed(1)} ms`;

/** gzip -9 size of every JS file a page load fetches, by URL. */
async function jsOf(browser, url, ready) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const sizes = new Map();
  const pending = [];
  page.on('response', (r) => {
    if (r.request().resourceType() !== 'script') return;
    pending.push(
      r
        .body()
        .then((b) => sizes.set(r.url(), gzipSync(b, { level: 9 }).length))
        .catch(() => undefined),
    );
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  return sizes;
}

await knob(COUNT);
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(() => {
    window.__bench = { on: false, frames: [], long: [], at: [], lists: [], changes: 0 };
    performance.setResourceTimingBufferSize(10_000);
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (window.__bench.on) {
          window.__bench.long.push(e.duration);
          window.__bench.at.push(e.startTime);
        }
    }).observe({ type: 'longtask', buffered: false });
    // when each getList answer arrived and its size, to tell which answer a long task follows
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (window.__bench.on && e.name.endsWith('/v1/match/getList'))
          window.__bench.lists.push([e.responseEnd, e.decodedBodySize]);
    }).observe({ type: 'resource', buffered: false });
    let last = 0;
    const frame = (t) => {
      if (window.__bench.on && last) window.__bench.frames.push(t - last);
      last = t;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  const page = await context.newPage();
  const calls = { pages: 0, visible: 0 };
  page.on('request', (r) => {
    if (!r.url().endsWith('/v1/match/getList')) return;
    const body = r.postDataJSON() ?? {};
    if (body.type !== 1) return;
    if (Array.isArray(body.matchIds)) calls.visible += 1;
    else calls.pages += 1;
  });
  const cdp = await context.newCDPSession(page);
  if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  // as a member (member01 of the seed), like the e2e journeys
  await page.goto(`${SITE}/?lang=en`);
  await page.getByRole('button', { name: 'Log in' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('User name').fill(option('--user', 'member01'));
  await dialog.getByLabel('Password').fill(option('--password', 'Member@123'));
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await page.getByTestId('header-username').waitFor({ state: 'attached' });
  await page.goto(`${SITE}/sports?lang=en`);
  await page
    .getByTestId('match-card')
    .first()
    .waitFor()
    .catch(async (e) => {
      await page.screenshot({ path: 'live-list-bench-failure.png' });
      throw e;
    });
  await page.evaluate(() => {
    const list = document.querySelector('[data-testid="match-list"]');
    new MutationObserver((records) => {
      if (!window.__bench.on) return;
      for (const r of records) {
        const el = r.target.nodeType === 1 ? r.target : r.target.parentElement;
        if (el?.closest?.('[data-testid="odds-price"]')) window.__bench.changes += 1;
      }
    }).observe(list, { subtree: true, characterData: true, childList: true });
    window.__bench.on = true;
  });
  if (PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  if (TRACE) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const until = Date.now() + SECONDS * 1000;
  let direction = 1;
  const blank = [];
  await page.mouse.move(viewport.width / 3, viewport.height / 2);
  while (Date.now() < until) {
    await page.mouse.wheel(0, direction * 600);
    await page.waitForTimeout(100);
    const [edge, gap] = await page.evaluate(() => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      // pixels of the list on screen that no rendered row covers (rows not there yet)
      const list = document
        .querySelector('[data-testid="match-list"]')
        .firstElementChild.getBoundingClientRect();
      const top = Math.max(0, list.top);
      const bottom = Math.min(window.innerHeight, list.bottom);
      const spans = [...document.querySelectorAll('[data-testid="match-list"] [data-index]')]
        .map((e) => e.getBoundingClientRect())
        .map((b) => [Math.max(top, b.top), Math.min(bottom, b.bottom)])
        .filter(([a, b]) => b > a)
        .sort((x, y) => x[0] - y[0]);
      let covered = 0;
      let at = top;
      for (const [a, b] of spans) {
        if (b > at) covered += b - Math.max(a, at);
        at = Math.max(at, b);
      }
      const edgeNow = window.scrollY >= max - 5 ? 1 : window.scrollY <= 0 ? -1 : 0;
      return [edgeNow, Math.max(0, bottom - top - covered)];
    });
    blank.push(gap);
    if (edge === 1 && direction === 1) direction = -1;
    else if (edge === -1 && direction === -1) direction = 1;
  }
  const r = await page.evaluate(() => {
    window.__bench.on = false;
    return {
      ...window.__bench,
      rows: document.querySelectorAll('[data-testid="match-card"]').length,
      heights: [
        ...new Set(
          [...document.querySelectorAll('[data-testid="match-card"]')].map((e) => e.offsetHeight),
        ),
      ],
    };
  });
  const profile = PROFILE ? (await cdp.send('Profiler.stop')).profile : null;
  const trace = TRACE ? await browser.stopTracing() : null;
  await context.close();

  console.log(`live-list bench: ${COUNT} extra live matches, odds every 1 s`);
  console.log(
    `  viewport ${viewport.width}x${viewport.height}, CPU ${CPU}x, scrolling ${SECONDS} s`,
  );
  const longTotal = r.long.reduce((a, b) => a + b, 0);
  console.log(
    `  long tasks > 50 ms: ${r.long.length} (max ${ms(Math.max(0, ...r.long))}, total ${ms(longTotal)})`,
  );
  console.log(
    `  frames: ${r.frames.length}, p50 ${ms(pct(r.frames, 50))}, p95 ${ms(pct(r.frames, 95))}, max ${ms(Math.max(0, ...r.frames))}`,
  );
  console.log(`  price texts changed on screen: ${r.changes}; match rows in the DOM: ${r.rows}`);
  console.log(`  match row heights (px): ${r.heights.sort((a, b) => a - b).join(', ')}`);
  console.log(`  getList live: ${calls.pages} page loads, ${calls.visible} on-screen refreshes`);
  console.log(
    `  list on screen without rows, 100 ms after a wheel step: ${blank.filter((g) => g > 8).length} of ${blank.length} steps, max ${Math.max(0, ...blank).toFixed(0)} px`,
  );
  // each long task with the getList answer (any list) that arrived last before it started
  r.at.forEach((start, i) => {
    const before = r.lists.filter(([end]) => end <= start + 1).at(-1);
    const after = before
      ? `${ms(start - before[0])} after a getList answer of ${(before[1] / 1024).toFixed(0)} KiB`
      : 'before any getList answer';
    console.log(`    long task ${ms(r.long[i])} at ${ms(start)}, ${after}`);
  });

  if (trace) printTasks(trace);
  if (trace && TRACE_FILE) writeFileSync(TRACE_FILE, trace);
  if (profile) {
    writeFileSync(PROFILE, JSON.stringify(profile));
    printProfile(profile);
  }

  // JS that /sports adds over / (a fresh guest context each: the first visit of each page)
  const home = await jsOf(browser, `${SITE}/?lang=en`, async () => undefined);
  const sports = await jsOf(browser, `${SITE}/sports?lang=en`, async () => undefined);
  let added = 0;
  let files = 0;
  for (const [url, size] of sports)
    if (!home.has(url)) {
      added += size;
      files += 1;
    }
  const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
  const sum = (m) => [...m.values()].reduce((x, y) => x + y, 0);
  console.log(`  JS /sports adds over /: ${kib(added)} gzip -9 in ${files} files`);
  console.log(`  (all JS of /: ${kib(sum(home))}; of /sports: ${kib(sum(sports))})`);
} finally {
  await browser.close();
  await knob(0);
}

/** Self and total (inclusive) time per function of a CDP profile, the heaviest first. */
function printProfile(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const nameOf = (n) => {
    const f = n.callFrame;
    const file = f.url ? f.url.split('/').pop().split('?')[0] : '';
    return `${f.functionName || '(anonymous)'} ${file}${file ? `:${f.lineNumber + 1}:${f.columnNumber + 1}` : ''}`;
  };
  const self = new Map();
  const total = new Map();
  const add = (m, k, v) => m.set(k, (m.get(k) ?? 0) + v);
  const { samples, timeDeltas } = profile;
  for (let i = 0; i < samples.length; i += 1) {
    const dt = (timeDeltas[i + 1] ?? 0) / 1000;
    let node = byId.get(samples[i]);
    add(self, nameOf(node), dt);
    const seen = new Set();
    while (node) {
      const name = nameOf(node);
      if (!seen.has(name)) add(total, name, dt);
      seen.add(name);
      node = byId.get(parent.get(node.id));
    }
  }
  const top = (m, title) => {
    console.log(`  ${title}:`);
    for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`    ${v.toFixed(0).padStart(7)} ms  ${k}`);
  };
  top(self, 'profile, self time');
  top(total, 'profile, total time');
}

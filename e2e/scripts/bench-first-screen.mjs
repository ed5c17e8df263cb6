#!/usr/bin/env node
/* global window */ // the paint observer runs in the page
// Bench (a measurement, not a test): the first screen of each main page on a cheap phone, against a
// one-line React app measured in the same run (`/`, `/activity`, `/sports`, a live room and
// `/personal/me`, the last three as member01). Prints medians of cold loads under CPU 4x + DevTools "Fast 3G" (562.5 ms
// latency, 1.44 Mbps down, the same profile as Lighthouse mobile and "slow 4G"):
//   - when the page's REAL content painted (Element Timing: on `/` the latest of the hero banner, the
//     first game-bar label and the first hot-game name; a promotion card's title, a match row, the live
//     room's title, the member's name; the one-liner's heading), min–median–max and the ratio — a
//     splash or skeleton cannot satisfy it;
//   - LCP and FCP of `/` and of the one-liner;
//   - JS (gzip -9 of each file) the host origin sends on `/`, and all JS of the first screen (every
//     origin, until the network is idle, remote widgets included), and the number of requests;
//   - TBT (long tasks after FCP, each less its first 50 ms, until the network is idle: Lighthouse's
//     definition without its TTI bound) and CLS (the largest session window of layout shifts).
// Usage: node scripts/bench-first-screen.mjs [--runs 5] [--start] [--no-throttle] [--pages /,/activity]
//        [--tasks]   (also lists the long tasks of the median run: start, duration)
// Needs a built site; --start serves it (node scripts/stack.mjs), otherwise it must be running.
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { openPhonePage } from './cheap-phone.mjs';
import { serveOneLiner } from './one-liner.mjs';
import { median, SITE, startStack, waitFor } from './bench-kit.mjs';
import { memberSession, SANDBOX } from './member-session.mjs';

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const option = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const RUNS = Number(option('--runs', '5'));
const BASELINE_PORT = 3090;
const THROTTLE = !flag('--no-throttle');

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

const OBSERVE_PAINTS = () => {
  window.__bench = { lcp: 0, fcp: 0, element: '', marks: {}, tasks: [], cls: 0 };
  let win = 0;
  let first = 0;
  let last = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      const joins = win && e.startTime - last < 1000 && e.startTime - first < 5000;
      win = joins ? win + e.value : e.value;
      if (!joins) first = e.startTime;
      last = e.startTime;
      window.__bench.cls = Math.max(window.__bench.cls, win);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      // cross-origin images without Timing-Allow-Origin report renderTime 0: their load time stands in
      const at = e.renderTime || e.loadTime;
      if (e.identifier && !(e.identifier in window.__bench.marks))
        window.__bench.marks[e.identifier] = at;
    }
  }).observe({ type: 'element', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__bench.lcp = e.startTime;
      const el = e.element;
      window.__bench.element = el
        ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${(el.textContent ?? e.url ?? '').trim().slice(0, 40)}" ${e.size}px²`
        : e.url;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.name === 'first-contentful-paint') window.__bench.fcp = e.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
};

/** The pages and the content markers each must paint (elementtiming names; all of them, the latest counts). */
const PAGES = [
  { path: '/', marks: ['hero-banner', 'game-bar', 'hot-game'] },
  { path: '/activity', marks: ['activity-card'] },
  { path: '/sports', marks: ['match-row'], member: true },
  { path: '/anchorPlay?id={room}', marks: ['room-title'], member: true },
  { path: '/personal/me', marks: ['profile-name'], member: true },
];
const ONE_LINER_MARKS = ['content'];
const wanted = option('--pages', '').split(',').filter(Boolean);

/** A live room to open: the first stream the sandbox lists. */
async function firstRoom() {
  const res = await fetch(`${SANDBOX}/api/live/stream/list`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ current: 1, size: 1 }),
  });
  const data = (await res.json())?.data;
  return (data?.records ?? data)?.[0]?.id ?? 1;
}

/** Total blocking time: the part of each long task after FCP beyond its first 50 ms. */
function blockingTime(tasks, fcp) {
  let total = 0;
  for (const [start, duration] of tasks) {
    const from = Math.max(start, fcp);
    total += Math.max(0, start + duration - from - 50);
  }
  return total;
}

/** When the last required marker painted, or NaN when one never painted (reported, not hidden). */
function contentPainted(marks, names) {
  const times = names.map((n) => marks[n]);
  return times.every((t) => typeof t === 'number') ? Math.max(...times) : Number.NaN;
}

async function load(browser, url, marks, session = null) {
  const { context, page } = await openPhonePage(browser, { throttle: THROTTLE });
  await page.addInitScript(OBSERVE_PAINTS);
  if (session) await page.addInitScript((v) => localStorage.setItem('__session', v), session);
  const scripts = [];
  let requests = 0;
  page.on('request', () => {
    requests += 1;
  });
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try {
      scripts.push({
        origin: new URL(res.url()).origin,
        gzip: gzipSync(await res.body(), { level: 9 }).length,
      });
    } catch {
      // aborted or redirected
    }
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  await page.waitForTimeout(1000);
  const paints = await page.evaluate(() => window.__bench);
  await context.close();
  const origin = new URL(url).origin;
  const sum = (list) => list.reduce((n, s) => n + s.gzip, 0);
  return {
    content: contentPainted(paints.marks, marks),
    missing: marks.filter((n) => !(n in paints.marks)),
    lcp: paints.lcp,
    fcp: paints.fcp,
    element: paints.element,
    jsAll: sum(scripts),
    jsOrigin: sum(scripts.filter((s) => s.origin === origin)),
    files: scripts.length,
    requests,
    tbt: blockingTime(paints.tasks, paints.fcp),
    cls: paints.cls,
    tasks: paints.tasks,
  };
}

const children = [];
if (flag('--start')) {
  children.push(startStack());
}
children.push(await serveOneLiner(BASELINE_PORT));
const BASELINE_URL = `http://127.0.0.1:${BASELINE_PORT}/`;

try {
  await Promise.all([waitFor(`${SITE}/config.json`), waitFor(BASELINE_URL)]);
  const room = await firstRoom();
  const pages = PAGES.filter((p) => !wanted.length || wanted.includes(p.path.split('?')[0]));
  const browser = await chromium.launch(chromiumLaunchOptions);
  const profile = THROTTLE ? 'CPU 4x + Fast 3G' : 'no throttling';
  console.log(
    `First screens, median of ${RUNS} cold loads each, ${profile}, beside a one-line React app`,
  );
  console.log(
    'page'.padEnd(22) +
      'content painted: median (min–max)'.padEnd(36) +
      'one-liner'.padEnd(12) +
      'ratio'.padEnd(8) +
      'LCP ratio'.padEnd(11) +
      'FCP'.padEnd(9) +
      'TBT'.padEnd(9) +
      'CLS'.padEnd(7) +
      'req'.padEnd(5) +
      'JS gzip (files)',
  );
  for (const p of pages) {
    const url = `${SITE}${p.path.replace('{room}', String(room))}`;
    const session = p.member ? await memberSession() : null;
    const site = [];
    const base = [];
    await load(browser, url, p.marks, session); // warm-up: servers and disk caches, discarded
    await load(browser, BASELINE_URL, ONE_LINER_MARKS);
    for (let i = 0; i < RUNS; i += 1) {
      // interleaved, so both see the same machine load
      site.push(await load(browser, url, p.marks, session));
      base.push(await load(browser, BASELINE_URL, ONE_LINER_MARKS));
      process.stderr.write(`${p.path} run ${i + 1}/${RUNS}\n`);
    }
    const m = (list, key) => median(list.map((r) => r[key]));
    const xs = site.map((r) => r.content);
    const sorted = [...xs].sort((a, b) => a - b);
    const painted = xs.some(Number.isNaN)
      ? `n/a (never painted: ${[...new Set(site.flatMap((r) => r.missing))].join(', ')})`
      : `${median(xs).toFixed(0)} ms (${sorted[0].toFixed(0)}–${sorted.at(-1).toFixed(0)})`;
    const baseContent = m(base, 'content');
    console.log(
      p.path.split('?')[0].padEnd(22) +
        painted.padEnd(36) +
        `${baseContent.toFixed(0)} ms`.padEnd(12) +
        (median(xs) / baseContent).toFixed(2).padEnd(8) +
        (m(site, 'lcp') / m(base, 'lcp')).toFixed(2).padEnd(11) +
        `${m(site, 'fcp').toFixed(0)} ms`.padEnd(9) +
        `${m(site, 'tbt').toFixed(0)} ms`.padEnd(9) +
        m(site, 'cls').toFixed(3).padEnd(7) +
        String(m(site, 'requests')).padEnd(5) +
        `${kib(m(site, 'jsAll'))} (${m(site, 'files')}), host ${kib(m(site, 'jsOrigin'))}`,
    );
    if (flag('--tasks')) {
      const run = site.find((r) => r.content === median(xs)) ?? site[0];
      const list = run.tasks.map(([s, d]) => `${s.toFixed(0)}+${d.toFixed(0)}`).join(' ');
      console.log(
        `  long tasks (start+ms): ${list} — one-liner TBT ${m(base, 'tbt').toFixed(0)} ms`,
      );
    }
  }
  await browser.close();
} finally {
  for (const child of children) child.kill();
}

#!/usr/bin/env node
/* global window */ // the long-task observer runs in the page
// Diagnosis (not a test): where the main thread's time goes on one cold load under CPU 4x + Fast 3G —
// the long tasks, then the CPU profile's self time by function and by file (top N), so a TBT
// regression can be traced to the code that causes it.
// Usage: node e2e/scripts/profile-first-screen.mjs [url] [--top 25] [--member]  (a built site must be
// running; --member: as member01, logged in)
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { openPhonePage } from './cheap-phone.mjs';
import { memberSession } from './member-session.mjs';

const args = process.argv.slice(2);
const url = args.find((a) => a.startsWith('http')) ?? 'http://127.0.0.1:3000/';
const top = Number(args[args.indexOf('--top') + 1]) || 25;
const browser = await chromium.launch(chromiumLaunchOptions);
const { page, cdp } = await openPhonePage(browser);
if (args.includes('--member')) {
  const session = await memberSession();
  await page.addInitScript((v) => localStorage.setItem('__session', v), session);
}
await page.addInitScript(() => {
  window.__tasks = [];
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.__tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
});
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
await page.waitForLoadState('networkidle', { timeout: 120_000 });
const { profile } = await cdp.send('Profiler.stop');
const tasks = await page.evaluate(() => window.__tasks);
const save = args.indexOf('--save');
if (save >= 0) (await import('node:fs')).writeFileSync(args[save + 1], JSON.stringify(profile));
console.log(
  'long tasks (start+ms):',
  tasks.map(([s, d]) => `${s.toFixed(0)}+${d.toFixed(0)}`).join(' '),
);

// self time per node: samples × interval (timeDeltas)
const self = new Map();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
for (let i = 0; i < profile.samples.length; i += 1) {
  const id = profile.samples[i];
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
}
const fnTotals = new Map();
const fileTotals = new Map();
for (const [id, ms] of self) {
  const f = byId.get(id).callFrame;
  const file = f.url
    ? f.url.replace(/^https?:\/\/127\.0\.0\.1:/, ':')
    : `(${f.functionName || 'native'})`;
  const fn = `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
  if (/^\((idle|program|garbage collector)\)$/.test(file) && f.functionName === '(idle)') continue;
  fnTotals.set(fn, (fnTotals.get(fn) ?? 0) + ms);
  fileTotals.set(file, (fileTotals.get(file) ?? 0) + ms);
}
// busy stretches (consecutive non-idle samples) over 50 ms: what each spent its time in, by file
const stretches = [];
let t = profile.startTime;
let cur = null;
for (let i = 0; i < profile.samples.length; i += 1) {
  t += profile.timeDeltas[i] ?? 0;
  const f = byId.get(profile.samples[i]).callFrame;
  const idle = f.functionName === '(idle)';
  if (idle) {
    if (cur) stretches.push(cur);
    cur = null;
    continue;
  }
  cur ??= { start: t, end: t, files: new Map(), fns: new Map() };
  const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  cur.end = t;
  const file = f.url ? f.url.replace(/^https?:\/\/127\.0\.0\.1:/, ':') : `(${f.functionName})`;
  cur.files.set(file, (cur.files.get(file) ?? 0) + ms);
  const fn = `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
  cur.fns.set(fn, (cur.fns.get(fn) ?? 0) + ms);
}
if (cur) stretches.push(cur);
for (const st of stretches.filter((x) => x.end - x.start > 50_000)) {
  const head = [...st.files].sort((a, b) => b[1] - a[1]).slice(0, 6);
  const fns = [...st.fns].sort((a, b) => b[1] - a[1]).slice(0, 8);
  console.log(
    `busy ${((st.start - profile.startTime) / 1000).toFixed(0)}+${((st.end - st.start) / 1000).toFixed(0)} ms:`,
    head.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', '),
  );
  for (const [k, v] of fns) console.log(`    ${v.toFixed(1).padStart(6)} ${k}`);
}

const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [k, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${ms.toFixed(1).padStart(8)} ms  ${k}`);
};
print('self time by file (sampled, CPU-throttled ms)', fileTotals);
print('self time by function', fnTotals);
await browser.close();

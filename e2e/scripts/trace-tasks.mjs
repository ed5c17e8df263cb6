#!/usr/bin/env node
// Diagnosis (not a test): the main thread's long tasks on one cold load under CPU 4x + Fast 3G, each
// with what it spent its time in (script evaluation by file, style, layout, paint, HTML parsing) from a
// DevTools trace — so a task that is not script (style, layout) can be traced too.
// Usage: node e2e/scripts/trace-tasks.mjs [url] [--min 40] [--member]   (a built site must be running;
// --member: as member01, logged in)
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { openPhonePage } from './cheap-phone.mjs';
import { memberSession } from './member-session.mjs';

const args = process.argv.slice(2);
const url = args.find((a) => a.startsWith('http')) ?? 'http://127.0.0.1:3000/';
const min = Number(args[args.indexOf('--min') + 1]) || 40;
const browser = await chromium.launch(chromiumLaunchOptions);
const { page } = await openPhonePage(browser);
if (args.includes('--member')) {
  const session = await memberSession();
  await page.addInitScript((v) => localStorage.setItem('__session', v), session);
}
await browser.startTracing(page, {
  categories: [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'toplevel',
    'blink.user_timing',
  ],
});
await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
await page.waitForLoadState('networkidle', { timeout: 120_000 });
const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
await browser.close();

const nav = events.find(
  (e) => e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser',
);
const t0 = nav.ts;
// the renderer's main thread that parsed the page (the first about:blank renderer parses almost nothing)
const parsed = new Map();
for (const e of events)
  if (e.name === 'ParseHTML')
    parsed.set(`${e.pid}/${e.tid}`, (parsed.get(`${e.pid}/${e.tid}`) ?? 0) + e.dur);
const main = [...parsed].sort((a, b) => b[1] - a[1])[0][0];
const onMain = events.filter((e) => `${e.pid}/${e.tid}` === main && e.ph === 'X');
const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur / 1000 >= min);
const KINDS = [
  'EvaluateScript',
  'FunctionCall',
  'v8.compile',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'Layerize',
  'UpdateLayer',
  'HitTest',
  'MajorGC',
  'MinorGC',
];
let tbt = 0;
for (const task of tasks) {
  const end = task.ts + task.dur;
  const kids = onMain.filter(
    (e) => e !== task && e.ts >= task.ts && e.ts < end && KINDS.includes(e.name),
  );
  const sums = new Map();
  for (const k of kids) {
    // count only outermost of each kind to avoid double counting nested events of the same name
    const nested = kids.some(
      (p) => p !== k && p.name === k.name && p.ts <= k.ts && p.ts + p.dur >= k.ts + k.dur,
    );
    if (nested) continue;
    const file = k.args?.data?.url
      ? ' ' + k.args.data.url.replace(/^https?:\/\/127\.0\.0\.1:/, ':').slice(0, 40)
      : '';
    const key = k.name + (k.name === 'EvaluateScript' || k.name === 'FunctionCall' ? file : '');
    sums.set(key, (sums.get(key) ?? 0) + k.dur / 1000);
  }
  tbt += Math.max(0, task.dur / 1000 - 50);
  console.log(
    `${((task.ts - t0) / 1000).toFixed(0).padStart(6)} +${(task.dur / 1000).toFixed(0).padStart(4)} ms`,
    [...sums]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(' | '),
  );
}
console.log(`sum of (task - 50 ms) over all tasks: ${tbt.toFixed(0)} ms`);

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
import { describeTasks, eventsOn, TRACE_CATEGORIES } from './trace-kit.mjs';

const args = process.argv.slice(2);
const url = args.find((a) => a.startsWith('http')) ?? 'http://127.0.0.1:3000/';
const min = Number(args[args.indexOf('--min') + 1]) || 40;
const browser = await chromium.launch(chromiumLaunchOptions);
const { page } = await openPhonePage(browser);
if (args.includes('--member')) {
  const session = await memberSession();
  await page.addInitScript((v) => localStorage.setItem('__session', v), session);
}
await browser.startTracing(page, { categories: TRACE_CATEGORIES });
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
const onMain = eventsOn(events, main);
const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur / 1000 >= min);
const { lines, blocking } = describeTasks(onMain, tasks, t0);
for (const line of lines) console.log(line);
console.log(`sum of (task - 50 ms) over all tasks: ${blocking.toFixed(0)} ms`);

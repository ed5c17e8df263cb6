#!/usr/bin/env node
// Diagnosis (not a test): one tab switch as the tab-switch bench makes it (member01 on `/` at rest
// after the warm-up, unthrottled, phone viewport), traced: the tap's API reads and files with when
// each started and answered, then each main-thread task from the tap to the frame that shows the
// content and what it spent its time in — where a switch's time goes, read by read and task by task.
// Usage: node e2e/scripts/trace-tab-switch.mjs [/sports] [--min 2]   (a built site must be running)
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { memberSession } from './member-session.mjs';
import { memberPageAtRest, TABS, TAP_AND_WAIT, TAP_MARK } from './tab-switch-kit.mjs';
import { describeTasks, eventsOn, TRACE_CATEGORIES } from './trace-kit.mjs';

const args = process.argv.slice(2);
const path = args.find((a) => a.startsWith('/')) ?? '/sports';
const min = Number(args[args.indexOf('--min') + 1]) || 2;
const tab = TABS.find((t) => t.path === path);
if (!tab) throw new Error(`no tab ${path}: one of ${TABS.map((t) => t.path).join(', ')}`);

const session = await memberSession();
const browser = await chromium.launch(chromiumLaunchOptions);
const { page } = await memberPageAtRest(browser, session);
await browser.startTracing(page, { categories: TRACE_CATEGORIES });
const { shown } = await page.evaluate(TAP_AND_WAIT, tab);
const loads = await page.evaluate((mark) => {
  const tap = performance.getEntriesByName(mark).at(-1).startTime;
  return performance
    .getEntriesByType('resource')
    .filter((e) => e.startTime >= tap)
    .map((e) => [e.startTime - tap, e.responseEnd - tap, e.initiatorType, e.name]);
}, TAP_MARK);
const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
await browser.close();

console.log(`${path}: tap → content shown ${shown.toFixed(0)} ms (traced: slower than the bench)`);
for (const [start, end, kind, url] of loads)
  console.log(
    `${start.toFixed(0).padStart(6)} → ${end.toFixed(0).padStart(4)} ms ${kind.padEnd(14)} ${url.replace(/^https?:\/\/127\.0\.0\.1:/, ':')}`,
  );
const tap = events.find((e) => e.name === TAP_MARK);
const onMain = eventsOn(events, `${tap.pid}/${tap.tid}`);
const until = tap.ts + shown * 1000;
const tasks = onMain.filter(
  (e) => e.name === 'RunTask' && e.ts + e.dur >= tap.ts && e.ts <= until && e.dur / 1000 >= min,
);
console.log(`main-thread tasks of ${min} ms or more from the tap (ms after it):`);
for (const line of describeTasks(onMain, tasks, tap.ts).lines) console.log(line);

#!/usr/bin/env node
// Bench (a measurement, not a test) for issue 16's "a tab switch to another remote ≤ 150 ms unthrottled
// after the idle prefetch": member01 opens `/` cold, the page finishes loading the other remotes ahead
// of use (the `betlive:remotes-warmed` mark of host/src/routing/warm-remotes.ts; --no-warm-wait: not
// waited for) and comes to rest (no request for REST_MS), then a tap on a tab-bar entry; the time
// runs from the tap to the frame that shows the route's content (the remote's route mounted with its
// first real item: a match row, a stream card, a promotion card, the member's name — not a loading
// state). Unthrottled, mobile viewport; median (min–max) of N fresh contexts per tab.
// Beside it, when the tap's API reads had all answered and the time from then to the content: data
// or render, where the time goes.
// Usage: node e2e/scripts/bench-tab-switch.mjs [--runs 7] [--start] [--tabs /sports,/activity]
// Needs a built site; --start serves it (node scripts/stack.mjs), otherwise it must be running.
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { median, SITE, startStack, waitFor } from './bench-kit.mjs';
import { memberPageAtRest, REST_MS, TABS, TAP_AND_WAIT } from './tab-switch-kit.mjs';
import { memberSession } from './member-session.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const RUNS = Number(option('--runs', '7'));
const WAIT_FOR_WARM_UP = !argv.includes('--no-warm-wait');

const wanted = option('--tabs', '').split(',').filter(Boolean);

async function switchOnce(browser, session, tab) {
  const { context, page } = await memberPageAtRest(browser, session, WAIT_FOR_WARM_UP);
  try {
    return await page.evaluate(TAP_AND_WAIT, tab);
  } finally {
    await context.close();
  }
}

const stack = argv.includes('--start') ? startStack() : null;
try {
  await waitFor(`${SITE}/config.json`);
  const session = await memberSession();
  const browser = await chromium.launch(chromiumLaunchOptions);
  console.log(
    `Tab switches from / at rest (${WAIT_FOR_WARM_UP ? 'after the warm-up, then ' : ''}no request for ${REST_MS} ms), member01, unthrottled, ${RUNS} runs each`,
  );
  // reads: the tap's API reads answered (the data the page waits for); after: from the last of them
  // to the frame that shows the content (the page's render, mostly), medians of the same runs
  console.log(
    `${'tab'.padEnd(16)}${'tap → content shown'.padEnd(18)}${'reads'.padStart(11)}${'after'.padStart(11)}`,
  );
  for (const tab of TABS.filter((t) => !wanted.length || wanted.includes(t.path))) {
    await switchOnce(browser, session, tab); // warm-up: servers and disk caches, discarded
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await switchOnce(browser, session, tab));
    const times = runs.map((r) => r.shown);
    const sorted = [...times].sort((a, b) => a - b);
    const reads = median(runs.map((r) => r.reads));
    console.log(
      `${tab.path.padEnd(16)}${median(times).toFixed(0)} ms (${sorted[0].toFixed(0)}–${sorted.at(-1).toFixed(0)})`.padEnd(
        34,
      ) +
        `${reads.toFixed(0).padStart(5)} ms${median(runs.map((r) => r.shown - r.reads))
          .toFixed(0)
          .padStart(8)} ms`,
    );
  }
  await browser.close();
} finally {
  stack?.kill();
}

import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import budgets from '../size-budgets.json';
import { login } from './helpers';

// Issue 16: a route's first-load JavaScript (gzip, everything fetched until the network is idle)
// must not grow past its budget. Timings stay in the bench; bytes are stable enough to gate CI.

type Budget = { path: string; member: boolean; kib: number };

async function firstLoad(
  context: BrowserContext,
  path: string,
): Promise<{ kib: number; files: number }> {
  const page = await context.newPage();
  const sizes = new Map<string, number>();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try {
      sizes.set(res.url(), gzipSync(await res.body(), { level: 9 }).length);
    } catch {
      // aborted or redirected: nothing was downloaded
    }
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.close();
  return { kib: [...sizes.values()].reduce((a, b) => a + b, 0) / 1024, files: sizes.size };
}

async function memberState(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page);
  const state = await context.storageState();
  await context.close();
  return state;
}

test('each route loads no more JavaScript than its budget', async ({ browser }) => {
  const member = await memberState(browser);
  const rows: string[] = [];
  const over: string[] = [];
  for (const budget of budgets.routes as Budget[]) {
    // a fresh context per route: an empty HTTP cache, as on a first visit
    const context = await browser.newContext(budget.member ? { storageState: member } : {});
    const { kib, files } = await firstLoad(
      context,
      `${budget.path}${budget.path.includes('?') ? '&' : '?'}lang=vi`,
    );
    await context.close();
    rows.push(
      `${budget.path.padEnd(24)} ${kib.toFixed(1).padStart(7)} KiB in ${files} files (budget ${budget.kib} KiB)`,
    );
    if (kib > budget.kib) over.push(`${budget.path}: ${kib.toFixed(1)} KiB > ${budget.kib} KiB`);
  }
  console.log(`first-load JS (gzip) per route:\n${rows.join('\n')}`);
  expect(over).toEqual([]);
});

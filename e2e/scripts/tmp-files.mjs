import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { chromiumLaunchOptions } from '../chromium.mjs';
const browser = await chromium.launch(chromiumLaunchOptions);
for (const path of process.argv.slice(2)) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const rows = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try { rows.push([res.url(), gzipSync(await res.body(), { level: 9 }).length]); } catch {}
  });
  await page.goto('http://127.0.0.1:3000' + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2500);
  console.log('==', path, (rows.reduce((a, r) => a + r[1], 0) / 1024).toFixed(1));
  for (const [u, n] of rows) console.log((n / 1024).toFixed(1).padStart(7), u);
  await ctx.close();
}
await browser.close();

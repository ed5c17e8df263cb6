#!/usr/bin/env node
// Screenshots of pages at phone and desktop sizes, for looking at what we build.
// Usage: node scripts/shoot.mjs OUT_DIR [--login user:pass] [--theme light|dark] [--sizes 360x740,768x1024]
//        [--timezone UTC] (the browser's zone; the machine's by default)
//        [--full] (scrolls to the end first, so what builds near the viewport is built, and shoots the whole page)
//        path [path ...]   (default sizes: phone 390x844 and desktop 1440x900)
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const [out, ...rest] = process.argv.slice(2);
let login = null;
let theme = 'dark';
let sizeList = null;
let timezoneId;
let full = false;
const paths = [];
for (let i = 0; i < rest.length; i += 1) {
  if (rest[i] === '--login') login = rest[++i].split(':');
  else if (rest[i] === '--theme') theme = rest[++i];
  else if (rest[i] === '--sizes') sizeList = rest[++i];
  else if (rest[i] === '--timezone') timezoneId = rest[++i];
  else if (rest[i] === '--full') full = true;
  else paths.push(rest[i]);
}
const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const sizes = sizeList
  ? Object.fromEntries(
      sizeList.split(',').map((wh) => {
        const [width, height] = wh.split('x').map(Number);
        return [`w${width}`, { width, height }];
      }),
    )
  : { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };
mkdirSync(out, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
for (const [name, viewport] of Object.entries(sizes)) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, timezoneId });
  await context.addInitScript((t) => localStorage.setItem('__local-theme', t), theme);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error(`[pageerror] ${e.message}`));
  if (login) {
    await page.goto(base);
    await page
      .getByRole('button', { name: /log in|đăng nhập|登录/i })
      .first()
      .click();
    await page.locator('input[name=userName]').fill(login[0]);
    await page.locator('input[name=password]').fill(login[1]);
    await page.locator('form button[type=submit]').click();
    await page.waitForSelector('[data-testid=header-username]', { state: 'attached' });
  }
  for (const p of paths) {
    await page.goto(base + p);
    await page.waitForTimeout(2500);
    if (full) {
      await page.mouse.wheel(0, 20_000);
      await page.waitForTimeout(1000);
    }
    const file = path.join(out, `${name}-${theme}${p.replace(/[^a-z0-9]+/gi, '_')}.png`);
    await page.screenshot({ path: file, fullPage: full });
    console.log(file);
  }
  await context.close();
}
await browser.close();

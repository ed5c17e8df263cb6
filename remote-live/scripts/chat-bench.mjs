#!/usr/bin/env node
// Chat throughput of the built live room: the chat socket is answered by Playwright (routeWebSocket) at
// RATE messages/s for SECONDS; long tasks (> 50 ms) in the page are counted with a PerformanceObserver.
// Needs a running stack (node scripts/stack.mjs). Usage: node remote-live/scripts/chat-bench.mjs [rate] [seconds]
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const e2e = path.join(here, '../../e2e');
const { chromium } = createRequire(path.join(e2e, 'package.json'))('@playwright/test');
const { chromiumLaunchOptions } = await import(path.join(e2e, 'chromium.mjs'));

const rate = Number(process.argv[2] ?? 50);
const seconds = Number(process.argv[3] ?? 10);
const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const api = process.env.API_URL ?? 'http://127.0.0.1:4000';

const list = await fetch(`${api}/api/live/stream/list`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ current: 1, size: 999, status: 2 }),
}).then((r) => r.json());
const room = list.data.records[0].id;

const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
let sent = 0;
const timers = [];
await page.routeWebSocket(/\/ws\/chat/, (ws) => {
  ws.send(
    JSON.stringify({ type: 'welcome', readOnly: false, userName: 'bench', history: [], count: 1 }),
  );
  const timer = setInterval(() => {
    sent += 1;
    ws.send(
      JSON.stringify({
        type: 'message',
        id: `b-${sent}`,
        text: `tin nhắn số ${sent} <b>không phải HTML</b>`,
        at: Date.now(),
        user: { userName: `user${sent % 97}`, nickName: `Người xem ${sent % 97}` },
      }),
    );
  }, 1000 / rate);
  timers.push(timer);
  ws.onClose(() => clearInterval(timer));
});
await page.goto(`${base}/?lang=en`);
await page.getByRole('button', { name: 'Log in' }).first().click();
await page.getByRole('dialog').getByLabel('User name').fill('member01');
await page.getByRole('dialog').getByLabel('Password').fill('Member@123');
await page.getByRole('dialog').getByRole('button', { name: 'Log in' }).click();
await page.getByTestId('header-username').waitFor();
await page.goto(`${base}/anchorPlay?id=${room}&lang=en`);
await page.getByTestId('chat-list').waitFor();
await page.evaluate(() => {
  globalThis.__long = [];
  new PerformanceObserver((l) =>
    l.getEntries().forEach((e) => globalThis.__long.push(e.duration)),
  ).observe({
    type: 'longtask',
  });
});
const start = sent;
await page.waitForTimeout(seconds * 1000);
const long = await page.evaluate(() => globalThis.__long);
const shown = await page.getByTestId('chat-item').count();
console.log(
  JSON.stringify({
    rate,
    seconds,
    messages: sent - start,
    itemsInDom: shown,
    longTasksOver50ms: long.filter((d) => d > 50).length,
    longestMs: Math.round(Math.max(0, ...long)),
  }),
);
// Closing the browser does not always report the routed socket's close: stop the feed here, or the
// script never exits.
timers.forEach(clearInterval);
await browser.close();

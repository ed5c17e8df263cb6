import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { memberSession } from './member-session.mjs';
import { gzipSync } from 'node:zlib';
const [,, route, member] = process.argv;
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
if (member) { const s = await memberSession(); await page.addInitScript((v) => localStorage.setItem('__session', v), s); }
const files = [];
page.on('response', async (r) => { if (r.request().resourceType() === 'script') { try { const b = await r.body(); files.push([r.url(), gzipSync(b,{level:9}).length]); } catch {} } });
await page.goto('http://127.0.0.1:3000' + route, { waitUntil: 'networkidle' });
await page.waitForTimeout(2500);
let t = 0; for (const [u, n] of files) { t += n; console.log((n/1024).toFixed(1).padStart(7), u.replace('http://127.0.0.1:', '')); }
console.log('total', (t/1024).toFixed(1));
await browser.close();

#!/usr/bin/env node
// Diagnosis (not a test): which sources of a script the page never ran. Loads a page, takes V8's
// block coverage of one script (default: the host's main.js), maps the bytes that never ran to
// their sources through the script's source map and prints them by source, biggest first — the
// candidates for a lazy chunk. Usage: node e2e/scripts/unused-code.mjs [url] [--script main.js]
// [--member] [--top 50]   (a built site must be running; --member: as member01, logged in)
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { memberSession } from './member-session.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const url = args.find((a) => a.startsWith('http')) ?? 'http://127.0.0.1:3000/';
const scriptName = opt('script', 'main.js');
const top = Number(opt('top', 50));
const distDir = path.join(import.meta.dirname, '..', '..', 'host', 'dist');

const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
if (args.includes('--member')) {
  const session = await memberSession();
  await page.addInitScript((v) => localStorage.setItem('__session', v), session);
}
await page.coverage.startJSCoverage({ resetOnNavigation: false });
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1000); // idle work (widgets, prefetches) after the network settles
const coverage = await page.coverage.stopJSCoverage();
await browser.close();

const entry = coverage.find((c) => new URL(c.url).pathname.endsWith(`/${scriptName}`));
if (!entry) throw new Error(`${scriptName} was not loaded`);
const code = entry.source;
// bytes never run: V8 block coverage, innermost ranges win (they come after their parents)
const ran = new Uint8Array(code.length).fill(1);
for (const fn of entry.functions)
  for (const r of fn.ranges) ran.fill(r.count > 0 ? 1 : 0, r.startOffset, r.endOffset);

const map = JSON.parse(fs.readFileSync(path.join(distDir, `${scriptName}.map`), 'utf8'));
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const vlq = (s) => {
  const out = [];
  let value = 0;
  let shift = 0;
  for (const ch of s) {
    let d = B64.indexOf(ch);
    const more = d & 32;
    d &= 31;
    value += d << shift;
    if (more) shift += 5;
    else {
      out.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
};
const lineStarts = [0];
for (let i = 0; i < code.length; i += 1) if (code[i] === '\n') lineStarts.push(i + 1);
const bySource = new Map();
let source = 0;
map.mappings.split(';').forEach((line, li) => {
  let col = 0;
  const points = [];
  for (const seg of line.split(',').filter(Boolean)) {
    const v = vlq(seg);
    col += v[0];
    if (v.length > 1) source += v[1];
    points.push([col, source]);
  }
  const lineEnd = (lineStarts[li + 1] ?? code.length + 1) - 1;
  points.forEach(([c, s], i) => {
    const from = lineStarts[li] + c;
    const to = i + 1 < points.length ? lineStarts[li] + points[i + 1][0] : lineEnd;
    const row = bySource.get(s) ?? { total: 0, unused: 0 };
    row.total += to - from;
    for (let k = from; k < to; k += 1) row.unused += ran[k] ? 0 : 1;
    bySource.set(s, row);
  });
});
const label = (s) =>
  (map.sources[s] ?? '?')
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '');
const rows = [...bySource].map(([s, r]) => ({ name: label(s), ...r }));
const sum = (list, key) => list.reduce((a, r) => a + r[key], 0);
console.log(
  `${scriptName}: ${(code.length / 1024).toFixed(1)} KiB, never ran ${(sum(rows, 'unused') / 1024).toFixed(1)} KiB (minified bytes)`,
);
console.log('unused KiB  total KiB  source');
for (const r of rows.sort((a, b) => b.unused - a.unused).slice(0, top))
  console.log(
    `${(r.unused / 1024).toFixed(1).padStart(10)} ${(r.total / 1024).toFixed(1).padStart(10)}  ${r.name}`,
  );

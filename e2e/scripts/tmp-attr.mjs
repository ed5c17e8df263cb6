import fs from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('/work/main/node_modules/.pnpm/source-map@0.6.1/node_modules/source-map');
const file = process.argv[2]; const top = Number(process.argv[3] ?? 25);
const code = fs.readFileSync(file, 'utf8');
const map = JSON.parse(fs.readFileSync(file + '.map', 'utf8'));
const c = new SourceMapConsumer(map);
const lines = code.split('\n'); const by = new Map();
const segs = [];
c.eachMapping((m) => segs.push(m));
segs.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
for (let i = 0; i < segs.length; i++) {
  const m = segs[i], n = segs[i + 1];
  const end = n && n.generatedLine === m.generatedLine ? n.generatedColumn : lines[m.generatedLine - 1].length;
  const src = (m.source ?? '?').replace(/.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '').replace(/^webpack:\/\/[^/]*\//, '');
  by.set(src, (by.get(src) ?? '') + lines[m.generatedLine - 1].slice(m.generatedColumn, end));
}
const total = gzipSync(code, { level: 9 }).length;
const rows = [...by].map(([s, t]) => [s, t.length, gzipSync(t, { level: 9 }).length]).sort((a, b) => b[1] - a[1]);
console.log(file, 'gzip', (total / 1024).toFixed(1), 'min', (code.length / 1024).toFixed(1));
for (const [s, n, g] of rows.slice(0, top)) console.log((n / 1024).toFixed(1).padStart(6), (g / 1024).toFixed(1).padStart(6), s);

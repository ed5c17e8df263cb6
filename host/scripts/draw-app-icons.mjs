#!/usr/bin/env node
// Draws the installable-app icons of BetLive (issue 15) from one geometry: a gold coin with a
// dark "play" mark (betting + live streams) on the dark theme's navy. Writes the SVG and the
// PNGs (192, 512, and maskable 192/512 with the content inside the 80% safe zone) to
// host/public/icons. Pure Node (zlib), deterministic: run it again after changing the drawing.
// Usage: node host/scripts/draw-app-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

const NAVY_TOP = [0x16, 0x21, 0x3a];
const NAVY_BOTTOM = [0x0a, 0x10, 0x1d];
const GOLD = [0xf6, 0xb1, 0x0a];
const GOLD_DARK = [0xc2, 0x84, 0x00];
const INK = [0x1a, 0x12, 0x00];
const LIVE = [0xe3, 0x17, 0x3e];

/** Shapes in unit coordinates (0..1); `maskable` fills the square, `any` rounds its corners. */
const COIN = { cx: 0.5, cy: 0.5, r: 0.3, rim: 0.035 };
const PLAY = [
  [0.44, 0.38],
  [0.44, 0.62],
  [0.63, 0.5],
];
const DOT = { cx: 0.74, cy: 0.27, r: 0.07 };
const CORNER = 0.22;

function insideRounded(x, y) {
  const c = CORNER;
  const qx = Math.min(x, 1 - x);
  const qy = Math.min(y, 1 - y);
  if (qx >= c || qy >= c) return true;
  return (qx - c) ** 2 + (qy - c) ** 2 <= c * c;
}

function insideTriangle(x, y, [a, b, c]) {
  const s = (p, q) => (x - q[0]) * (p[1] - q[1]) - (p[0] - q[0]) * (y - q[1]);
  const d1 = s(a, b);
  const d2 = s(b, c);
  const d3 = s(c, a);
  return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0));
}

/** The colour of one point, or null outside the icon. */
function colourAt(x, y, maskable) {
  if (!maskable && !insideRounded(x, y)) return null;
  const d = Math.hypot(x - COIN.cx, y - COIN.cy);
  if (Math.hypot(x - DOT.cx, y - DOT.cy) <= DOT.r) return LIVE;
  if (d <= COIN.r) {
    if (insideTriangle(x, y, PLAY)) return INK;
    return d >= COIN.r - COIN.rim ? GOLD_DARK : GOLD;
  }
  return NAVY_TOP.map((v, i) => Math.round(v + (NAVY_BOTTOM[i] - v) * y));
}

function rasterize(size, maskable) {
  const SS = 4;
  const rgba = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SS; sy += 1) {
        for (let sx = 0; sx < SS; sx += 1) {
          const c = colourAt(
            (px + (sx + 0.5) / SS) / size,
            (py + (sy + 0.5) / SS) / size,
            maskable,
          );
          if (!c) continue;
          r += c[0];
          g += c[1];
          b += c[2];
          a += 1;
        }
      }
      const o = (py * size + px) * 4;
      if (a) {
        rgba[o] = Math.round(r / a);
        rgba[o + 1] = Math.round(g / a);
        rgba[o + 2] = Math.round(b / a);
      }
      rgba[o + 3] = Math.round((255 * a) / (SS * SS));
    }
  }
  return rgba;
}

const CRC = new Int32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c;
});
function crc32(buf) {
  let c = -1;
  for (const byte of buf) c = CRC[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ -1) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1)
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const hex = (c) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
function svg() {
  const u = (v) => +(v * 512).toFixed(2);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${hex(NAVY_TOP)}"/><stop offset="1" stop-color="${hex(NAVY_BOTTOM)}"/>
  </linearGradient></defs>
  <rect width="512" height="512" rx="${u(CORNER)}" fill="url(#bg)"/>
  <circle cx="${u(COIN.cx)}" cy="${u(COIN.cy)}" r="${u(COIN.r)}" fill="${hex(GOLD_DARK)}"/>
  <circle cx="${u(COIN.cx)}" cy="${u(COIN.cy)}" r="${u(COIN.r - COIN.rim)}" fill="${hex(GOLD)}"/>
  <polygon points="${PLAY.map(([x, y]) => `${u(x)},${u(y)}`).join(' ')}" fill="${hex(INK)}"/>
  <circle cx="${u(DOT.cx)}" cy="${u(DOT.cy)}" r="${u(DOT.r)}" fill="${hex(LIVE)}"/>
</svg>
`;
}

fs.mkdirSync(OUT, { recursive: true });
fs.writeFileSync(path.join(OUT, 'icon.svg'), svg());
for (const size of [192, 512]) {
  fs.writeFileSync(path.join(OUT, `icon-${size}.png`), png(size, rasterize(size, false)));
  fs.writeFileSync(path.join(OUT, `maskable-${size}.png`), png(size, rasterize(size, true)));
}
console.log(`icons written to ${OUT}`);

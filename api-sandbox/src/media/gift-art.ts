import { GIFTS } from '../seed/content';
import { GIFT_GLYPHS, GLYPH_DEFS } from './gift-glyphs';

/**
 * Gift icons (128×128): the gift drawn on a round tile whose richness follows its price —
 * a soft glow for the cheap ones, a ring, then sparkles, then a gold rim and rays at the top.
 * No text, so one picture serves every language.
 */
interface Backdrop {
  /** Tile gradient, centre to edge. */
  glow: [string, string];
  ring: boolean;
  sparkles: number;
  gold: boolean;
}

const BACKDROPS: Backdrop[] = [
  { glow: ['#ffe3ea', '#f7b9c8'], ring: false, sparkles: 0, gold: false },
  { glow: ['#fbe6ff', '#dc9ee8'], ring: false, sparkles: 0, gold: false },
  { glow: ['#e6f8ee', '#8fd4ad'], ring: true, sparkles: 0, gold: false },
  { glow: ['#4a92d4', '#123a66'], ring: true, sparkles: 2, gold: false },
  { glow: ['#5d6375', '#181b24'], ring: true, sparkles: 3, gold: false },
  { glow: ['#cfe9ff', '#2f6fd0'], ring: true, sparkles: 4, gold: true },
  { glow: ['#e6dcff', '#4b2aa8'], ring: true, sparkles: 5, gold: true },
  { glow: ['#54409a', '#120a2e'], ring: true, sparkles: 6, gold: true },
];

const SPARKS: [number, number, number][] = [
  [22, 26, 5],
  [106, 30, 4],
  [104, 100, 5],
  [24, 98, 3.5],
  [64, 12, 3.5],
  [114, 66, 3],
];

function sparkle(x: number, y: number, r: number): string {
  const q = r * 0.28;
  return `<path d="M${x} ${y - r}L${x + q} ${y - q}L${x + r} ${y}L${x + q} ${y + q}L${x} ${y + r}L${x - q} ${y + q}L${x - r} ${y}L${x - q} ${y - q}Z" fill="#fff"/>`;
}

function rays(): string {
  const parts: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    const a = (i * Math.PI) / 6;
    const b = a + Math.PI / 24;
    const p = (t: number, r: number) =>
      `${(64 + Math.cos(t) * r).toFixed(1)} ${(64 + Math.sin(t) * r).toFixed(1)}`;
    parts.push(`M64 64L${p(a - Math.PI / 24, 62)}L${p(b, 62)}Z`);
  }
  return `<path d="${parts.join('')}" fill="#fff" opacity=".13"/>`;
}

/** The gifts' price ranks: 0 for the cheapest seeded gift, 7 for the dearest. */
function rankOf(index: number): number {
  const prices = GIFTS.map(([, p]) => p).sort((a, b) => a - b);
  return prices.indexOf(GIFTS[index]![1]);
}

/** The icon of the seeded gift at `index` (seed order), or null when there is no such gift. */
export function giftArt(index: number): string | null {
  const glyph = GIFT_GLYPHS[index];
  if (glyph === undefined || GIFTS[index] === undefined) return null;
  const look = BACKDROPS[Math.min(rankOf(index), BACKDROPS.length - 1)]!;
  const rim = look.gold ? 'url(#gold)' : 'rgba(255,255,255,.75)';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<defs>${GLYPH_DEFS}<radialGradient id="tile" cx=".5" cy=".42" r=".62"><stop offset="0" stop-color="${look.glow[0]}"/><stop offset="1" stop-color="${look.glow[1]}"/></radialGradient></defs>
<circle cx="64" cy="64" r="62" fill="url(#tile)"/>
${look.gold ? rays() : ''}
${look.ring ? `<circle cx="64" cy="64" r="${look.gold ? 58 : 60}" fill="none" stroke="${rim}" stroke-width="${look.gold ? 4 : 2}"/>` : ''}
${SPARKS.slice(0, look.sparkles)
  .map(([x, y, r]) => sparkle(x, y, r))
  .join('')}
<g transform="translate(18 18) scale(1.44)">${glyph}</g>
</svg>`;
}

/** The seed index of a gift stored under its Vietnamese name, or -1. */
export function giftIndexOf(name: string): number {
  return GIFTS.findIndex(([n]) => n.vi === name);
}

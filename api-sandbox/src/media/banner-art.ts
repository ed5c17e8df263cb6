import { bannerMotif } from './banner-motifs';
import { escapeXml, hashOf } from './svg-kit';

/**
 * Promotion banner art (750×300): a deep gradient with light, the page's illustration on the
 * right and the title and caption on the left in the request's language. Everything that matters
 * stays inside y 38–262, so the wide screens' 10:3 crop keeps it.
 */
const FONT = "Arial, Helvetica, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif";
const TEXT_WIDTH = 410;
const CAPTION_WIDTH = 430;

const captionLines = (caption: string) => splitLines(caption, 24);

/** A colour pair per page the banner opens, so neighbouring banners never look alike. */
const COLOURS: Record<string, [string, string]> = {
  '/luckyWheel': ['#7c3aed', '#1e0b4a'],
  '/rebate-activity': ['#0f9488', '#032b29'],
  '/firstcharge': ['#dc2626', '#3b0808'],
  '/newMemberGiftPackVi': ['#db2777', '#2e0a3f'],
  '/invite-activity': ['#2563eb', '#0a1840'],
  '/sign-activity': ['#16a34a', '#04260f'],
  '/Five-Major-Leagues': ['#4338ca', '#0d0a2e'],
  '/Chess-Card-Challenge': ['#be123c', '#2a0614'],
};

function bannerColours(id: string, link: string): [string, string] {
  const known = COLOURS[link];
  if (known) return known;
  const a = hashOf(`banner${id}`) % 360;
  return [`hsl(${a},70%,40%)`, `hsl(${(a + 36) % 360},78%,14%)`];
}

/** Width in ems: about 0.56 per Latin letter, 1 per CJK character. */
export function textEms(text: string): number {
  return [...text].reduce((n, c) => n + (/[\u2e80-\u9fff\uff00-\uffef]/.test(c) ? 1 : 0.56), 0);
}

/** One line, or two split at the space nearest the middle when longer than `max` ems. */
function splitLines(text: string, max: number): string[] {
  const words = text.split(' ');
  if (textEms(text) <= max || words.length < 2) return [text];
  let best = [text];
  let widest = Infinity;
  for (let i = 1; i < words.length; i += 1) {
    const pair = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const w = Math.max(...pair.map(textEms));
    if (w < widest) [best, widest] = [pair, w];
  }
  return best;
}

export function bannerArt(id: string, title: string, caption: string, link: string): string {
  const [from, to] = bannerColours(id, link);
  const lines = splitLines(title, 9);
  const size = Math.round(Math.min(54, TEXT_WIDTH / Math.max(...lines.map(textEms), 1)));
  const first = lines.length > 1 ? 108 : 130;
  const titleSvg = lines
    .map(
      (line, i) =>
        `<text x="40" y="${first + i * Math.round(size * 1.08)}" font-family="${FONT}" font-weight="900" font-size="${size}" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  const below = first + (lines.length - 1) * Math.round(size * 1.08);
  const caps = captionLines(caption.slice(0, 60));
  const capSize = Math.round(Math.min(24, CAPTION_WIDTH / Math.max(...caps.map(textEms), 1)));
  const captionSvg = caps
    .map(
      (line, i) =>
        `<text x="40" y="${below + 60 + i * Math.round(capSize * 1.25)}" font-family="${FONT}" font-weight="600" font-size="${capSize}" fill="rgba(255,255,255,.92)">${escapeXml(line)}</text>`,
    )
    .join('\n');
  const rays = [-50, -25, 0, 25, 50, 75]
    .map(
      (r) =>
        `<path d="M600 150L${(600 + 420 * Math.cos(((r - 12) * Math.PI) / 180)).toFixed(0)} ${(150 + 420 * Math.sin(((r - 12) * Math.PI) / 180)).toFixed(0)}L${(600 + 420 * Math.cos(((r + 0) * Math.PI) / 180)).toFixed(0)} ${(150 + 420 * Math.sin(((r + 0) * Math.PI) / 180)).toFixed(0)}Z" fill="#fff" opacity=".05" transform="rotate(180 600 150)"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300" viewBox="0 0 750 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="l" cx=".8" cy=".5" r=".45"><stop offset="0" stop-color="#fff" stop-opacity=".32"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<linearGradient id="s" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".35"/><stop offset=".6" stop-color="#000" stop-opacity="0"/></linearGradient>
<filter id="d" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="6" stdDeviation="8" flood-color="#000" flood-opacity=".35"/></filter>
<filter id="t"><feDropShadow dx="0" dy="2" stdDeviation="2" flood-color="#000" flood-opacity=".45"/></filter></defs>
<rect width="750" height="300" fill="url(#g)"/>${rays}<rect width="750" height="300" fill="url(#l)"/><rect width="750" height="300" fill="url(#s)"/>
<circle cx="470" cy="60" r="6" fill="#fff" opacity=".25"/><circle cx="720" cy="250" r="10" fill="#fff" opacity=".15"/><circle cx="440" cy="240" r="4" fill="#fff" opacity=".3"/>
<g transform="translate(490 42) scale(.9)" filter="url(#d)">${bannerMotif(link)}</g>
<rect x="40" y="${below + 22}" width="56" height="5" rx="2.5" fill="#ffd34d"/>
<g filter="url(#t)">${titleSvg}</g>
${captionSvg}
</svg>`;
}

import { escapeXml, hashOf, initials } from './svg-kit';

/**
 * A team crest drawn from the team's name alone (96×96): the name's hash picks the outline,
 * the field pattern and two club colours; the initials sit on a roundel. The same name always
 * draws the same crest; nothing is random and nothing is stored.
 */

const SHAPES = [
  // classic shield
  'M48 5L85 15V44C85 68 68 83 48 91C28 83 11 68 11 44V15Z',
  // heater shield, flat top
  'M12 9H84V42C84 65 68 81 48 91C28 81 12 65 12 42Z',
  // round badge
  'M48 6a42 42 0 1 0 0.01 0Z',
  // hexagon
  'M48 5L86 26V70L48 91L10 70V26Z',
  // scalloped-top shield
  'M11 12Q30 18 48 8Q66 18 85 12V47C85 70 67 84 48 91C29 84 11 70 11 47Z',
];

/** Club colours: [fill, whether dark text reads on it]. */
const COLOURS: [string, boolean][] = [
  ['#d62839', false],
  ['#1d3a8a', false],
  ['#3a86ff', false],
  ['#1f8f4e', false],
  ['#f4c20d', true],
  ['#1b1b1f', false],
  ['#f4f4f2', true],
  ['#7a263a', false],
  ['#f77f00', true],
  ['#6a3fa0', false],
  ['#00897b', false],
  ['#8ecae6', true],
];

const PATTERNS = [
  () => '',
  (b: string) =>
    [22, 42, 62].map((x) => `<rect x="${x}" y="0" width="11" height="96" fill="${b}"/>`).join(''),
  (b: string) => `<rect x="48" y="0" width="48" height="96" fill="${b}"/>`,
  (b: string) => `<path d="M0 30L48 58L96 30V50L48 78L0 50Z" fill="${b}"/>`,
  (b: string) => `<path d="M0 18L18 0L96 78L78 96Z" fill="${b}"/>`,
  (b: string) => `<rect x="0" y="36" width="96" height="24" fill="${b}"/>`,
  (b: string) => `<path d="M0 0H48V48H0ZM48 48H96V96H48Z" fill="${b}"/>`,
];

/** Picks from a list by some bits of the hash. */
function by<T>(list: readonly T[], hash: number, shift: number): T {
  return list[(hash >>> shift) % list.length]!;
}

/**
 * The crest of a team name. `idPrefix` keeps its clip and gradient ids apart when several crests
 * are drawn into one picture (stream covers).
 */
export function teamCrest(name: string, idPrefix = ''): string {
  const h = hashOf(name.trim());
  const shape = by(SHAPES, h, 0);
  const pattern = by(PATTERNS, h, 3);
  const ai = (h >>> 7) % COLOURS.length;
  // the second colour is never the first
  const bi = (ai + 1 + ((h >>> 13) % (COLOURS.length - 1))) % COLOURS.length;
  const [a] = COLOURS[ai]!;
  const [b] = COLOURS[bi]!;
  const [plate, darkText] = COLOURS[ai]!;
  const text = escapeXml(initials(name.trim() || '?'));
  const size = [...text].length > 2 ? 19 : 22;
  const star =
    (h >>> 20) % 3 === 0
      ? `<path d="M48 13l2.4 4.9 5.4.8-3.9 3.8.9 5.4-4.8-2.6-4.8 2.6.9-5.4-3.9-3.8 5.4-.8Z" fill="#f4c20d" stroke="#1b1b1f" stroke-width="1"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<defs><clipPath id="${idPrefix}c"><path d="${shape}"/></clipPath>
<linearGradient id="${idPrefix}g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".18"/></linearGradient></defs>
<path d="${shape}" fill="${a}"/>
<g clip-path="url(#${idPrefix}c)">${pattern(b)}<rect width="96" height="96" fill="url(#${idPrefix}g)"/></g>
<path d="${shape}" fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round"/>
<path d="${shape}" fill="none" stroke="#0b1020" stroke-opacity=".55" stroke-width="1.5" stroke-linejoin="round"/>
<circle cx="48" cy="50" r="20" fill="${plate}" stroke="#fff" stroke-width="3"/>
<circle cx="48" cy="50" r="16.5" fill="none" stroke="${b}" stroke-width="1.5"/>
${star}<text x="48" y="51" dominant-baseline="central" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="800" font-size="${size}" letter-spacing="-0.5" fill="${darkText ? '#14171f' : '#fff'}">${text}</text>
</svg>`;
}

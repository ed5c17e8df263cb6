/**
 * Illustrations on the right of a promotion banner, by the page the banner opens, drawn in a
 * 240×240 box (the banner places and scales it). No text: the banner's own title says it.
 */
const GOLD = '#ffd34d';
const GOLD_DARK = '#c98a00';
const WHITE = '#ffffff';

function wheel(): string {
  const colours = [
    '#ff4d6d',
    GOLD,
    '#3a86ff',
    '#2fd07e',
    '#ff8a3d',
    '#a78bfa',
    '#22d3ee',
    '#f472b6',
  ];
  const slices = colours
    .map((c, i) => {
      const a0 = ((i * 45 - 90) * Math.PI) / 180;
      const a1 = (((i + 1) * 45 - 90) * Math.PI) / 180;
      const p = (a: number) =>
        `${(120 + 86 * Math.cos(a)).toFixed(1)} ${(128 + 86 * Math.sin(a)).toFixed(1)}`;
      return `<path d="M120 128L${p(a0)}A86 86 0 0 1 ${p(a1)}Z" fill="${c}"/>`;
    })
    .join('');
  const bulbs = Array.from({ length: 16 }, (_, i) => {
    const a = (i * 22.5 * Math.PI) / 180;
    return `<circle cx="${(120 + 97 * Math.cos(a)).toFixed(1)}" cy="${(128 + 97 * Math.sin(a)).toFixed(1)}" r="4" fill="${i % 2 ? WHITE : GOLD}"/>`;
  }).join('');
  return `<circle cx="120" cy="128" r="104" fill="${GOLD_DARK}"/><circle cx="120" cy="128" r="100" fill="#7a1d3a"/>${bulbs}${slices}
<circle cx="120" cy="128" r="86" fill="none" stroke="${WHITE}" stroke-opacity=".5" stroke-width="2"/>
<circle cx="120" cy="128" r="20" fill="${GOLD}" stroke="${GOLD_DARK}" stroke-width="4"/><circle cx="114" cy="122" r="5" fill="${WHITE}" opacity=".7"/>
<path d="M120 44l-15-28h30Z" fill="${WHITE}" stroke="${GOLD_DARK}" stroke-width="3" stroke-linejoin="round"/>`;
}

function coin(x: number, y: number, r: number): string {
  return `<ellipse cx="${x}" cy="${y + 6}" rx="${r}" ry="${r * 0.36}" fill="${GOLD_DARK}"/><rect x="${x - r}" y="${y}" width="${2 * r}" height="6" fill="${GOLD_DARK}"/><ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.36}" fill="${GOLD}"/><ellipse cx="${x}" cy="${y}" rx="${r * 0.62}" ry="${r * 0.2}" fill="none" stroke="${GOLD_DARK}" stroke-width="3"/>`;
}

function coinStack(x: number, bottom: number, n: number, r: number): string {
  return Array.from({ length: n }, (_, i) => coin(x, bottom - i * 12, r)).join('');
}

function coins(): string {
  return `${coinStack(78, 206, 6, 40)}${coinStack(160, 210, 9, 40)}
<path d="M140 64a40 40 0 1 1 18 34" fill="none" stroke="${WHITE}" stroke-width="10" stroke-linecap="round"/><path d="M128 92l30 12-4-30Z" fill="${WHITE}"/>`;
}

function gift(): string {
  return `<rect x="40" y="104" width="160" height="110" rx="10" fill="#ff4d6d"/><rect x="30" y="78" width="180" height="38" rx="8" fill="#ff6b86"/>
<rect x="106" y="78" width="28" height="136" fill="${GOLD}"/>
<path d="M120 78c-20-34-62-40-62-14 0 18 36 16 62 14Z M120 78c20-34 62-40 62-14 0 18-36 16-62 14Z" fill="${GOLD}" stroke="${GOLD_DARK}" stroke-width="4" stroke-linejoin="round"/>
<rect x="40" y="116" width="160" height="10" fill="#000" opacity=".15"/>
${[
  [22, 40, 6],
  [214, 54, 5],
  [200, 190, 7],
  [18, 170, 5],
]
  .map(
    ([x, y, r]) =>
      `<path d="M${x} ${y! - r! * 2}L${x! + r! * 0.6} ${y! - r! * 0.6}L${x! + r! * 2} ${y}L${x! + r! * 0.6} ${y! + r! * 0.6}L${x} ${y! + r! * 2}L${x! - r! * 0.6} ${y! + r! * 0.6}L${x! - r! * 2} ${y}L${x! - r! * 0.6} ${y! - r! * 0.6}Z" fill="${WHITE}"/>`,
  )
  .join('')}`;
}

function doubleUp(): string {
  return `${coinStack(82, 206, 4, 36)}${coinStack(160, 206, 8, 36)}
<path d="M118 80l34-44 34 44h-20v40h-28V80Z" fill="${WHITE}"/>`;
}

function friends(): string {
  const person = (x: number, y: number, s: number, c: string) =>
    `<circle cx="${x}" cy="${y}" r="${22 * s}" fill="${c}"/><path d="M${x - 40 * s} ${y + 86 * s}c0-34 18-54 ${40 * s} -54s${40 * s} 20 ${40 * s} 54Z" fill="${c}"/>`;
  return `${person(84, 78, 1.1, '#c7d2fe')}${person(156, 92, 1.25, WHITE)}
<circle cx="196" cy="58" r="26" fill="${GOLD}"/><path d="M196 44v28M182 58h28" stroke="#7a4b00" stroke-width="7" stroke-linecap="round"/>`;
}

function calendar(): string {
  const cells = Array.from({ length: 8 }, (_, i) => {
    const x = 58 + (i % 4) * 34;
    const y = 118 + Math.floor(i / 4) * 34;
    return `<rect x="${x}" y="${y}" width="24" height="24" rx="5" fill="${i < 6 ? '#2fd07e' : '#e2e8f0'}"/>`;
  }).join('');
  return `<rect x="40" y="58" width="160" height="156" rx="16" fill="${WHITE}"/><rect x="40" y="58" width="160" height="44" rx="16" fill="#ff4d6d"/><rect x="40" y="86" width="160" height="16" fill="#ff4d6d"/>
<rect x="72" y="42" width="12" height="32" rx="6" fill="#334155"/><rect x="156" y="42" width="12" height="32" rx="6" fill="#334155"/>${cells}
<circle cx="196" cy="196" r="30" fill="${GOLD}"/><path d="M182 196l10 10 20-22" fill="none" stroke="#7a4b00" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function trophy(): string {
  return `<path d="M72 40h96v46c0 34-22 56-48 56s-48-22-48-56Z" fill="${GOLD}"/>
<path d="M72 56H44c0 34 16 48 34 50M168 56h28c0 34-16 48-34 50" fill="none" stroke="${GOLD}" stroke-width="10"/>
<path d="M108 140h24v30h-24Z" fill="${GOLD_DARK}"/><rect x="78" y="170" width="84" height="18" rx="4" fill="${GOLD}"/><rect x="66" y="186" width="108" height="24" rx="6" fill="#334155"/>
<path d="M88 52v34c0 16 8 30 20 36" fill="none" stroke="${WHITE}" stroke-opacity=".55" stroke-width="8" stroke-linecap="round"/>
<path d="M120 64l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2Z" fill="${WHITE}"/>`;
}

function cards(): string {
  const card = (a: number, fill: string, suit: string) =>
    `<g transform="rotate(${a} 120 210)"><rect x="80" y="52" width="80" height="116" rx="10" fill="${WHITE}" stroke="#0f172a" stroke-opacity=".15" stroke-width="2"/><path d="${suit}" fill="${fill}" transform="translate(120 110)"/></g>`;
  const heart = 'M0 18C-22 2-22-14-11-18c5-2 9 0 11 5 2-5 6-7 11-5 11 4 11 20-11 36Z';
  const spade = 'M0-20C-20-2-24 8-14 14c5 3 10 0 12-3l-4 13h12l-4-13c2 3 7 6 12 3 10-6 6-16-14-34Z';
  return `${card(-18, '#e0364f', heart)}${card(0, '#0f172a', spade)}${card(18, '#e0364f', heart)}
<path d="M84 40l18 16 18-26 18 26 18-16-8 34H92Z" fill="${GOLD}" stroke="${GOLD_DARK}" stroke-width="3" stroke-linejoin="round"/>`;
}

const MOTIFS: Record<string, () => string> = {
  '/luckyWheel': wheel,
  '/rebate-activity': coins,
  '/firstcharge': doubleUp,
  '/newMemberGiftPackVi': gift,
  '/invite-activity': friends,
  '/sign-activity': calendar,
  '/Five-Major-Leagues': trophy,
  '/Chess-Card-Challenge': cards,
};

/** The illustration of a banner by its link; a gift box for pages without their own. */
export function bannerMotif(link: string): string {
  return (MOTIFS[link] ?? gift)();
}

/**
 * What a game provider would host: tile art per game type and the page a jump URL opens.
 * Kept apart from game.ts so the routes file stays about the API.
 */

import { slotSymbol } from '../media/slot-symbols';

function hue(seed: number): number {
  return (seed * 47) % 360;
}

/** Type-specific motif drawn over the gradient (game types as in the home bar: SPEC §7). */
function motif(gameType: number, seed: number): string {
  const gold = '#ffd76a';
  const white = 'rgba(255,255,255,.92)';
  switch (gameType) {
    case 1: // casino: a chip and two cards
      return `<g transform="rotate(-12 92 120)"><rect x="52" y="64" width="80" height="112" rx="10" fill="${white}"/><path d="M92 96l14 22-14 22-14-22z" fill="#e0364f"/></g>
<g transform="rotate(10 148 120)"><rect x="108" y="60" width="80" height="112" rx="10" fill="#fff"/><path d="M148 88c-16 14-22 22-22 32a11 11 0 0 0 19 7l-5 13h16l-5-13a11 11 0 0 0 19-7c0-10-6-18-22-32z" fill="#1b1b2f"/></g>
<circle cx="176" cy="176" r="30" fill="${gold}"/><circle cx="176" cy="176" r="20" fill="none" stroke="#b8860b" stroke-width="5" stroke-dasharray="8 6"/>`;
    case 2: {
      // slots: three reels of symbols that differ from game to game, the middle row a win line
      const reel = (x: number, k: number) =>
        `<rect x="${x}" y="70" width="52" height="100" rx="8" fill="${white}"/>` +
        slotSymbol(seed * 3 + k * 2, x + 26, 96) +
        slotSymbol(seed * 5 + k + 3, x + 26, 144);
      return `<rect x="34" y="56" width="172" height="128" rx="16" fill="rgba(0,0,0,.35)" stroke="${gold}" stroke-width="4"/>
${reel(42, 0)}${reel(94, 1)}${reel(146, 2)}<rect x="34" y="118" width="172" height="4" fill="${gold}" opacity=".85"/>`;
    }
    case 3: // fishing: a fish in waves, bubbles
      return `<path d="M20 170q25-16 50 0t50 0 50 0 50 0v50H20z" fill="rgba(255,255,255,.25)"/>
<path d="M60 118c30-36 90-36 120 0-30 36-90 36-120 0z" fill="${gold}"/><path d="M180 118l30-24v48z" fill="#ff9f43"/>
<circle cx="84" cy="110" r="7" fill="#1b1b2f"/><circle cx="64" cy="64" r="8" fill="none" stroke="${white}" stroke-width="3"/><circle cx="44" cy="84" r="5" fill="none" stroke="${white}" stroke-width="3"/>`;
    case 4: // card games: a fan of cards
      return [-24, -8, 8, 24]
        .map(
          (a, i) =>
            `<g transform="rotate(${a} 120 200)"><rect x="88" y="60" width="64" height="96" rx="8" fill="#fff" stroke="rgba(0,0,0,.2)"/><circle cx="120" cy="104" r="12" fill="${i % 2 ? '#e0364f' : '#1b1b2f'}"/></g>`,
        )
        .join('');
    case 5: // lottery: numbered balls without numbers, a draw tube
      return `<rect x="96" y="40" width="48" height="150" rx="24" fill="rgba(255,255,255,.22)"/>
${[0, 1, 2, 3]
  .map(
    (i) =>
      `<circle cx="${70 + i * 34}" cy="${176 - (i % 2) * 20}" r="22" fill="${['#ff5a5f', gold, '#5ad1ff', '#7cff8a'][(seed + i) % 4]}"/><circle cx="${64 + i * 34}" cy="${170 - (i % 2) * 20}" r="7" fill="rgba(255,255,255,.7)"/>`,
  )
  .join('')}`;
    case 6: // e-sports: a game pad
      return `<path d="M58 100q10-30 44-22h36q34-8 44 22l14 52q6 30-22 30-14 0-26-22h-56q-12 22-26 22-28 0-22-30z" fill="${white}"/>
<path d="M86 112h28M100 98v28" stroke="#1b1b2f" stroke-width="8" stroke-linecap="round"/><circle cx="150" cy="104" r="8" fill="#e0364f"/><circle cx="168" cy="122" r="8" fill="#2f9bff"/>`;
    default: // sports: a ball
      return `<circle cx="120" cy="120" r="58" fill="#fff"/><path d="M120 86l30 22-11 36h-38l-11-36z" fill="#1b1b2f"/>`;
  }
}

/** Width of a title in ems: about 0.6 per Latin letter, 1 per CJK character. */
function ems(text: string): number {
  return [...text].reduce((n, c) => n + (/[\u2e80-\u9fff\uff00-\uffef]/.test(c) ? 1 : 0.6), 0);
}

/** The title on one line, or on two (split at the space nearest the middle) when it is long. */
function titleLines(title: string): string[] {
  const words = title.split(' ');
  if (ems(title) <= 9.5 || words.length < 2) return [title];
  let best = [title];
  let widest = Infinity;
  for (let i = 1; i < words.length; i += 1) {
    const pair = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const w = Math.max(...pair.map(ems));
    if (w < widest) [best, widest] = [pair, w];
  }
  return best;
}

/** The title as SVG text lines, sized to fit 208 of the tile's 240 units. */
function titleText(title: string): string {
  const lines = titleLines(title);
  const size = Math.round(
    Math.min(lines.length > 1 ? 25 : 30, 208 / Math.max(...lines.map(ems), 1)),
  );
  const stroke = Math.max(3, Math.round(size / 6));
  return lines
    .map((line, i) => {
      const y = 198 - (lines.length - 1 - i) * Math.round(size * 1.1);
      return `<text x="120" y="${y}" text-anchor="middle" font-family="Arial Black, Arial, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif" font-weight="900" font-size="${size}" fill="url(#t)" stroke="#3b1600" stroke-width="${stroke}" stroke-linejoin="round" paint-order="stroke">${escape(line)}</text>`;
    })
    .join('');
}

/**
 * Tile art (240×240 SVG) for a game: a gradient by id, the motif of its type and the game's
 * title as its logo, in the language the tile is shown in (`?lang=`, like banners). Motif and
 * title stay inside y 30–210, so a 4:3 crop (the home page's hot games on wide screens) keeps them.
 */
export function gameArt(gameId: number, gameType: number, title: string): string {
  const a = hue(gameId);
  const b = (a + 40) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a},72%,46%)"/><stop offset="1" stop-color="hsl(${b},78%,20%)"/></linearGradient>
<radialGradient id="l" cx=".3" cy=".2" r=".8"><stop offset="0" stop-color="rgba(255,255,255,.35)"/><stop offset="1" stop-color="rgba(255,255,255,0)"/></radialGradient>
<linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="rgba(0,0,0,0)"/><stop offset="1" stop-color="rgba(0,0,0,.55)"/></linearGradient>
<linearGradient id="t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff8d6"/><stop offset=".55" stop-color="#ffd34d"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
<rect width="240" height="240" fill="url(#g)"/><rect width="240" height="240" fill="url(#l)"/>
<g transform="translate(120 98) scale(.76) translate(-120 -120)">${motif(gameType, gameId)}</g>
<rect y="140" width="240" height="100" fill="url(#f)"/>
${titleText(title)}
</svg>`;
}

function escape(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface PlayView {
  gameName: string;
  userName: string;
  balance: number;
  artUrl: string;
}

/** The sandbox "game": shows what a real provider would prove it received (game, member, wallet). */
export function playPage(v: PlayView): string {
  const money = new Intl.NumberFormat('vi-VN').format(v.balance);
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(v.gameName)}</title><style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:radial-gradient(circle at 30% 10%,#2b2350,#0c0b16 70%);color:#f4f2ff}
main{text-align:center;padding:24px}img{width:160px;height:160px;border-radius:24px;box-shadow:0 12px 40px rgba(0,0,0,.5)}
h1{margin:20px 0 8px;font-size:28px}p{margin:6px 0;color:#c9c4e8}strong{color:#ffd76a}</style></head>
<body><main data-sandbox-game>${v.artUrl ? `<img src="${escape(v.artUrl)}" alt="">` : ''}<h1 data-testid="game-name">${escape(v.gameName)}</h1>
<p>Người chơi / Player: <strong data-testid="game-user">${escape(v.userName)}</strong></p>
<p>Số dư / Balance: <strong data-testid="game-balance">${money} ₫</strong></p>
<p>Sandbox game — ví đơn / single wallet</p></main></body></html>`;
}

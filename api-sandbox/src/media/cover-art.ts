import { teamCrest } from './crest';

/**
 * Stream cover art (640×360): the sport's playing surface under stadium lights, and for a match
 * the two teams' crests face to face. No words: the stream card writes the title.
 */
const W = 640;
const H = 360;
const LINE = 'rgba(255,255,255,.55)';

function surface(sportId: number | null): string {
  switch (sportId) {
    case 3: // basketball: a wooden court and its keys
      return `<rect width="${W}" height="${H}" fill="#b8702f"/>${Array.from({ length: 12 }, (_, i) => `<rect x="0" y="${i * 30}" width="${W}" height="15" fill="#c98141" opacity=".6"/>`).join('')}
<g fill="none" stroke="${LINE}" stroke-width="4"><path d="M320 0V360"/><circle cx="320" cy="180" r="54"/><path d="M0 110h130v140H0M640 110H510v140h130"/><path d="M0 40c170 0 230 60 230 140S170 320 0 320M640 40c-170 0-230 60-230 140s60 140 230 140"/></g>`;
    case 5: // tennis: a blue hard court
      return `<rect width="${W}" height="${H}" fill="#2f7a4f"/><rect x="40" y="40" width="560" height="280" fill="#2563eb"/>
<g fill="none" stroke="${LINE}" stroke-width="4"><rect x="40" y="40" width="560" height="280"/><path d="M40 75h560M40 285h560M170 75v210M470 75v210M170 180h300"/></g><path d="M320 30V330" stroke="#f8fafc" stroke-width="6"/>`;
    case 13: // volleyball: an orange court and the net
      return `<rect width="${W}" height="${H}" fill="#1d4ed8"/><rect x="60" y="50" width="520" height="260" fill="#f08a24"/>
<g fill="none" stroke="${LINE}" stroke-width="4"><rect x="60" y="50" width="520" height="260"/><path d="M233 50v260M407 50v260"/></g><path d="M320 36V324" stroke="#f8fafc" stroke-width="8" stroke-dasharray="6 4"/>`;
    case null: // a studio: a microphone on a stage
      return `<rect width="${W}" height="${H}" fill="#1e1b4b"/><ellipse cx="320" cy="330" rx="300" ry="70" fill="#312e81"/>
<g transform="translate(320 170)"><rect x="-34" y="-96" width="68" height="120" rx="34" fill="#e2e8f0"/><path d="M-34-40h68M-34-10h68" stroke="#94a3b8" stroke-width="4"/><path d="M-58 0c0 40 26 62 58 62s58-22 58-62" fill="none" stroke="#e2e8f0" stroke-width="10" stroke-linecap="round"/><path d="M0 62v44M-40 110h80" stroke="#e2e8f0" stroke-width="10" stroke-linecap="round"/></g>
<g fill="#f472b6"><path d="M96 86h96a14 14 0 0 1 14 14v40a14 14 0 0 1-14 14h-60l-22 18v-18h-14a14 14 0 0 1-14-14v-40a14 14 0 0 1 14-14Z"/></g><g fill="#38bdf8"><path d="M452 120h96a14 14 0 0 1 14 14v40a14 14 0 0 1-14 14h-14v18l-22-18h-60a14 14 0 0 1-14-14v-40a14 14 0 0 1 14-14Z"/></g>`;
    default: // football: a striped pitch
      return `<rect width="${W}" height="${H}" fill="#1f8f4e"/>${Array.from({ length: 8 }, (_, i) => `<rect x="${i * 80}" y="0" width="40" height="${H}" fill="#23a25a"/>`).join('')}
<g fill="none" stroke="${LINE}" stroke-width="4"><rect x="24" y="24" width="592" height="312"/><path d="M320 24V336"/><circle cx="320" cy="180" r="58"/><path d="M24 100h80v160H24M616 100h-80v160h80"/></g><circle cx="320" cy="180" r="5" fill="${LINE}"/>`;
  }
}

/** A crest placed as a nested picture, centred at (cx, cy). */
function placed(name: string, cx: number, cy: number, size: number, key: string): string {
  return teamCrest(name, key).replace(
    'width="96" height="96" viewBox="0 0 96 96"',
    `x="${cx - size / 2}" y="${cy - size / 2}" width="${size}" height="${size}" viewBox="0 0 96 96"`,
  );
}

export function coverArt(sportId: number | null, home: string | null, away: string | null): string {
  const match =
    home && away
      ? `<g filter="url(#s)">${placed(home, 170, 178, 150, 'h')}${placed(away, 470, 178, 150, 'a')}</g>
<circle cx="320" cy="180" r="36" fill="#e3173e" stroke="#fff" stroke-width="4"/><text x="320" y="181" dominant-baseline="central" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="30" fill="#fff">VS</text>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><radialGradient id="l1" cx=".12" cy="0" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<radialGradient id="l2" cx=".88" cy="0" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<radialGradient id="v" cx=".5" cy=".5" r=".75"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".55"/></radialGradient>
<filter id="s" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="8" stdDeviation="8" flood-color="#000" flood-opacity=".45"/></filter></defs>
${surface(sportId)}
<rect width="${W}" height="${H}" fill="url(#v)"/><rect width="${W}" height="${H}" fill="url(#l1)"/><rect width="${W}" height="${H}" fill="url(#l2)"/>
${match}
</svg>`;
}

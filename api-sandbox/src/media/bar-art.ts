import { circle } from './svg-kit';

/**
 * Home game-bar icons (96×96): an app-icon tile in the entry's colours with a white glyph drawn
 * on a 24-unit grid. No text, so one picture serves every language.
 */
interface BarLook {
  /** Gradient from top-left to bottom-right. */
  from: string;
  to: string;
  /** The glyph on the 24 grid; `ink` is the colour its details are cut out in. */
  glyph(ink: string): string;
}

const W = '#fff';

const LOOKS: Record<string, BarLook> = {
  sports: {
    from: '#2bd17e',
    to: '#0a7a45',
    glyph: (ink) =>
      `<path d="${circle(12, 12, 9)}" fill="${W}" stroke="${ink}" stroke-width="1.1"/>
<path d="M12 8.4L15.42 10.89L14.12 14.91L9.88 14.91L8.58 10.89Z M14.8 4.29L15.7 6.9L18.46 6.95A8.2 8.2 0 0 0 14.8 4.29Z M20.2 12.29L17.99 13.95L18.8 16.59A8.2 8.2 0 0 0 20.2 12.29Z M14.26 19.88L12 18.3L9.74 19.88A8.2 8.2 0 0 0 14.26 19.88Z M5.2 16.59L6.01 13.95L3.8 12.29A8.2 8.2 0 0 0 5.2 16.59Z M5.54 6.95L8.3 6.9L9.2 4.29A8.2 8.2 0 0 0 5.54 6.95Z" fill="${ink}"/>
<path d="M12 8.4V3.8M15.42 10.89L19.8 9.47M14.12 14.91L16.82 18.63M9.88 14.91L7.18 18.63M8.58 10.89L4.2 9.47" stroke="${ink}" stroke-width="1.2" stroke-linecap="round"/>`,
  },
  live: {
    from: '#ff5c7a',
    to: '#b0102f',
    glyph: (ink) =>
      `<rect x="2" y="6" width="15" height="12" rx="3" fill="${W}"/>
<path d="M17.5 10.2L22 7.6v8.8l-4.5-2.6Z" fill="${W}" stroke="${W}" stroke-width="1" stroke-linejoin="round"/>
<path d="M7.5 9.2v5.6l4.8-2.8Z" fill="${ink}" stroke="${ink}" stroke-width="1" stroke-linejoin="round"/>
<circle cx="19.5" cy="3.5" r="2" fill="#ffd34d"/>`,
  },
  casino: {
    from: '#a78bfa',
    to: '#4c1d95',
    glyph: (ink) =>
      `<path d="${circle(12, 12, 9.5)}" fill="${W}"/>
<g stroke="${ink}" stroke-width="2.4" stroke-linecap="round">${[0, 60, 120, 180, 240, 300]
        .map((a) => `<path d="M12 3.6V5.6" transform="rotate(${a} 12 12)"/>`)
        .join('')}</g>
<path d="${circle(12, 12, 5.6)}" fill="none" stroke="${ink}" stroke-width="1.3"/>
<path d="M12 8.8l2.6 3.2-2.6 3.2-2.6-3.2Z" fill="${ink}"/>`,
  },
  slots: {
    from: '#fcd34d',
    to: '#c2570c',
    glyph: (ink) =>
      `<path d="M8 13C8.6 9 10.8 5.6 15 4M16.5 14c-.4-3.6-.9-7-1.5-10" stroke="${W}" stroke-width="1.6" fill="none" stroke-linecap="round"/>
<path d="M15 4c1.8-1.7 4.6-1.9 6.6-.3-2 1.6-4.7 1.7-6.6.3Z" fill="${W}"/>
<path d="${circle(7.5, 16.5, 4.5)}" fill="${W}"/><path d="${circle(16.8, 17.5, 4.5)}" fill="${W}"/>
<path d="${circle(6, 15, 1.1)}" fill="${ink}"/><path d="${circle(15.3, 16, 1.1)}" fill="${ink}"/>`,
  },
  fishing: {
    from: '#38d9f5',
    to: '#0b5f8a',
    glyph: (ink) =>
      `<path d="M2.5 12.5c3-5 9.4-6.6 14.5-2.8l4.5-3.4v12.4L17 15.3c-5.1 3.8-11.5 2.2-14.5-2.8Z" fill="${W}" stroke="${W}" stroke-width="1" stroke-linejoin="round"/>
<circle cx="7" cy="11.3" r="1.3" fill="${ink}"/>
<path d="M10.6 8.6c1.1 2.3 1.1 5.5 0 7.8" stroke="${ink}" stroke-width="1.2" fill="none" stroke-linecap="round"/>
<g fill="none" stroke="${W}" stroke-width="1.1"><circle cx="17.5" cy="3.5" r="1.5"/><circle cx="21" cy="2.2" r="1"/></g>`,
  },
  cards: {
    from: '#60a5fa',
    to: '#1e3a8a',
    glyph: (ink) =>
      `<rect x="3" y="5" width="11" height="15" rx="2" fill="${W}" opacity=".55" transform="rotate(-14 8.5 12.5)"/>
<rect x="9" y="3.5" width="11.5" height="16" rx="2" fill="${W}" transform="rotate(8 14.75 11.5)"/>
<path d="M14.8 7.6c-2.4 2.1-3.9 3.6-3.9 5.2a1.9 1.9 0 0 0 3.3 1.3l-.6 2.2h2.4l-.6-2.2a1.9 1.9 0 0 0 3.3-1.3c0-1.6-1.5-3.1-3.9-5.2Z" fill="${ink}" transform="rotate(8 14.75 11.5)"/>`,
  },
  esports: {
    from: '#f472b6',
    to: '#7e1d5b',
    glyph: (ink) =>
      `<path d="M7 7h10c2.6 0 4.2 1.8 4.7 4.5l.8 4.4c.4 2.3-1.9 3.8-3.7 2.3L16.2 16H7.8l-2.6 2.2c-1.8 1.5-4.1 0-3.7-2.3l.8-4.4C2.8 8.8 4.4 7 7 7Z" fill="${W}"/>
<path d="M7.5 9.8v3.6M5.7 11.6h3.6" stroke="${ink}" stroke-width="1.6" stroke-linecap="round"/>
<circle cx="16" cy="10.6" r="1.1" fill="${ink}"/><circle cx="18.2" cy="12.8" r="1.1" fill="${ink}"/>`,
  },
  lottery: {
    from: '#fb923c',
    to: '#b42318',
    glyph: (ink) =>
      [
        [12, 7.5],
        [6.8, 15.5],
        [17.2, 15.5],
      ]
        .map(
          ([x, y]) =>
            `<path d="${circle(x!, y!, 4.8)}" fill="${W}"/><path d="${circle(x!, y!, 2.3)}" fill="none" stroke="${ink}" stroke-width="1.2"/><path d="${circle(x! - 1.9, y! - 1.9, 0.8)}" fill="${ink}" opacity=".35"/>`,
        )
        .join(''),
  },
};

/** The drawn icon of a bar entry, or null for an entry the sandbox does not know. */
export function barArt(code: string): string | null {
  const look = LOOKS[code];
  if (!look) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${look.from}"/><stop offset="1" stop-color="${look.to}"/></linearGradient>
<radialGradient id="s" cx=".3" cy=".15" r=".9"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".6" stop-color="#fff" stop-opacity="0"/></radialGradient>
<filter id="d" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="1.2" stdDeviation="1.2" flood-color="#000" flood-opacity=".28"/></filter></defs>
<rect width="96" height="96" rx="24" fill="url(#b)"/><rect width="96" height="96" rx="24" fill="url(#s)"/>
<rect x="1" y="1" width="94" height="94" rx="23" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="2"/>
<g transform="translate(18 18) scale(2.5)" filter="url(#d)">${look.glyph(look.to)}</g>
</svg>`;
}

export const BAR_CODES: readonly string[] = Object.keys(LOOKS);

/**
 * The live room's gift glyphs, drawn on a 64-unit grid (no text, one picture for every
 * language). Each returns SVG markup; gradients it uses are declared in `defs` below.
 */
export const GLYPH_DEFS = `<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3b0"/><stop offset=".45" stop-color="#f7c531"/><stop offset="1" stop-color="#a86a00"/></linearGradient>
<linearGradient id="red" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff6b7d"/><stop offset="1" stop-color="#c2102e"/></linearGradient>
<linearGradient id="amber" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffd166"/><stop offset="1" stop-color="#e07a00"/></linearGradient>
<linearGradient id="steel" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#dfe6ee"/><stop offset=".5" stop-color="#ffffff"/><stop offset="1" stop-color="#aab6c4"/></linearGradient>
<linearGradient id="flame" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6a8"/><stop offset=".5" stop-color="#ffb020"/><stop offset="1" stop-color="#ff4d1a" stop-opacity="0"/></linearGradient>
<linearGradient id="stone" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fdf4ff"/><stop offset="1" stop-color="#c9b6e4"/></linearGradient>`;

const rose = `<path d="M32 34c-1 9 1 16 0 24" stroke="#2f9e44" stroke-width="3.2" fill="none" stroke-linecap="round"/>
<path d="M31.5 48c-7-5-12-3-14 1 6 3.5 11 3 14-1z" fill="#40c057"/>
<path d="M32.5 42c7-4.5 12-2.5 14 1.5-6 3-11 2.5-14-1.5z" fill="#51cf66"/>
<path d="M16 16c0 13 7 20 16 20s16-7 16-20c-4 4-9 4-16-3-7 7-12 7-16 3z" fill="url(#red)"/>
<path d="M22 12c2-7 18-7 20 0 0 9-4 14-10 14s-10-5-10-14z" fill="#ff8595"/>
<path d="M26 15c2-5 12-5 12 1-2 5-9 6-12-1z" fill="#d6203f"/>
<path d="M30 14.5c1.5-2 5-1.5 5 1" stroke="#ffb3bf" stroke-width="1.4" fill="none" stroke-linecap="round"/>
<path d="M18 20c2 7 6 11 12 13" stroke="#ffd0d7" stroke-width="1.2" fill="none" opacity=".7"/>`;

const heart = `<path d="M32 55C14 43 7 33 7 23.5 7 15 13.5 9.5 21 9.5c5 0 9 3 11 7 2-4 6-7 11-7 7.5 0 14 5.5 14 14C57 33 50 43 32 55z" fill="url(#red)" stroke="#8a0b22" stroke-width="1.5"/>
<ellipse cx="20" cy="20" rx="6" ry="4" transform="rotate(-35 20 20)" fill="#fff" opacity=".55"/>
<circle cx="27" cy="15.5" r="1.6" fill="#fff" opacity=".7"/>`;

const beer = `<path d="M42 27h5a7 7 0 0 1 7 7v8a7 7 0 0 1-7 7h-5" stroke="#f2a516" stroke-width="4.5" fill="none"/>
<rect x="14" y="20" width="29" height="36" rx="4" fill="url(#amber)" stroke="#a35a00" stroke-width="1.5"/>
<path d="M20 27v23M27 27v23M34 27v23" stroke="#fff" stroke-width="2" opacity=".35" stroke-linecap="round"/>
<circle cx="23" cy="44" r="1.6" fill="#fff" opacity=".7"/><circle cx="31" cy="36" r="1.2" fill="#fff" opacity=".7"/><circle cx="37" cy="47" r="1.4" fill="#fff" opacity=".7"/>
<path d="M12 22c-2-6 3-10 7-8 1-5 8-7 12-3 4-4 11-2 12 3 4 0 6 4 4 8-1 3-4 3-6 2v3c0 2-3 2-3 0v-3H13c-1 0-1-1-1-2z" fill="#fffdf5" stroke="#e3d7b5" stroke-width="1"/>`;

const cup = `<path d="M18 13h-7c0 11 4 17 10 18M46 13h7c0 11-4 17-10 18" stroke="#d89b00" stroke-width="3.5" fill="none" stroke-linecap="round"/>
<path d="M17 8h30v15c0 11-7 18-15 18s-15-7-15-18z" fill="url(#gold)" stroke="#8a5a00" stroke-width="1.5"/>
<path d="M32 14l2.4 4.9 5.4.8-3.9 3.8.9 5.4-4.8-2.5-4.8 2.5.9-5.4-3.9-3.8 5.4-.8z" fill="#fff8d6"/>
<path d="M22 12v11c0 5 2 9 5 12" stroke="#fff" stroke-width="2" fill="none" opacity=".55" stroke-linecap="round"/>
<rect x="29" y="40" width="6" height="8" fill="url(#gold)"/>
<rect x="20" y="47" width="24" height="6" rx="2" fill="url(#gold)" stroke="#8a5a00" stroke-width="1.2"/>
<rect x="17" y="53" width="30" height="5" rx="1.5" fill="#6b3f12"/>`;

const car = `<path d="M4 33l2-6h8l1 5" fill="#1f2430"/>
<path d="M5 44c-1-6 2-9 9-10l11-7c5-3 14-3 20 0l9 6c5 1 8 3 8 7v4z" fill="url(#red)" stroke="#7a0a1c" stroke-width="1.4"/>
<path d="M23 33l6-4.5c4-2 11-2 15 .5l4 4z" fill="#233a5e"/>
<path d="M34 28.5v4.5" stroke="#7a0a1c" stroke-width="1.4"/>
<path d="M8 38h48" stroke="#fff" stroke-width="1.2" opacity=".45"/>
<path d="M58 37.5h3" stroke="#ffe066" stroke-width="2.4" stroke-linecap="round"/>
<circle cx="18" cy="44" r="6.5" fill="#1a1d24"/><circle cx="18" cy="44" r="3" fill="url(#steel)"/>
<circle cx="48" cy="44" r="6.5" fill="#1a1d24"/><circle cx="48" cy="44" r="3" fill="url(#steel)"/>
<path d="M4 51h56" stroke="#000" stroke-width="2" opacity=".2" stroke-linecap="round"/>`;

const yacht = `<path d="M32 8v14" stroke="#c5cfda" stroke-width="1.6"/><path d="M32 9l9 3-9 3z" fill="#ff5c7a"/>
<path d="M25 30l3-8h13l4 8z" fill="url(#steel)" stroke="#5b6b80" stroke-width="1"/>
<path d="M14 40l5-10h30l7 10z" fill="url(#steel)" stroke="#5b6b80" stroke-width="1"/>
<path d="M29 26h10M21 35h30" stroke="#1e4b8f" stroke-width="3" stroke-linecap="round"/>
<path d="M5 40h56l-8 12H13z" fill="#fff" stroke="#5b6b80" stroke-width="1.2"/>
<path d="M8 44.5h50.5" stroke="#1e4b8f" stroke-width="3"/>
<path d="M2 56c4-3 8-3 12 0s8 3 12 0 8-3 12 0 8 3 12 0 8-3 12 0" stroke="#4dabf7" stroke-width="2.6" fill="none" stroke-linecap="round"/>`;

const rocket = `<g transform="rotate(40 32 32)">
<path d="M25 42c0 9 7 18 7 18s7-9 7-18z" fill="url(#flame)"/>
<path d="M23 31l-8 12 9-3zM41 31l8 12-9-3z" fill="#e8364f" stroke="#8a0b22" stroke-width="1"/>
<path d="M32 4c9 8 11 19 11 31v6H21v-6c0-12 2-23 11-31z" fill="url(#steel)" stroke="#5b6b80" stroke-width="1.4"/>
<path d="M32 4c4 3.5 6.5 7.5 8 12H24c1.5-4.5 4-8.5 8-12z" fill="#e8364f"/>
<circle cx="32" cy="25" r="5.5" fill="#2f74d0" stroke="#5b6b80" stroke-width="2"/>
<circle cx="30.3" cy="23.3" r="1.7" fill="#fff" opacity=".8"/>
<rect x="26" y="41" width="12" height="4" rx="1" fill="#5b6b80"/>
<path d="M32 41v-6" stroke="#5b6b80" stroke-width="1.2"/></g>`;

const castle = `<path d="M20 19L32 3l12 16z" fill="#7b3fe4"/><path d="M4 27l8-13 8 13zM44 27l8-13 8 13z" fill="#7b3fe4"/>
<path d="M32 3v-1M12 14v-4M52 14v-4" stroke="#d89b00" stroke-width="1.4"/>
<path d="M12 10l5 2-5 2zM52 10l5 2-5 2z" fill="url(#gold)"/>
<rect x="6" y="27" width="12" height="30" fill="url(#stone)" stroke="#7a5ea8" stroke-width="1.2"/>
<rect x="46" y="27" width="12" height="30" fill="url(#stone)" stroke="#7a5ea8" stroke-width="1.2"/>
<path d="M18 57V34h3v-3h4v3h3v-3h4v3h3v-3h4v3h3v-3h4v3h1v23z" fill="url(#stone)" stroke="#7a5ea8" stroke-width="1.2"/>
<rect x="22" y="19" width="20" height="14" fill="url(#stone)" stroke="#7a5ea8" stroke-width="1.2"/>
<path d="M27 57v-9a5 5 0 0 1 10 0v9z" fill="#4a2a7a"/>
<rect x="30" y="22" width="4" height="7" rx="2" fill="#4a2a7a"/>
<rect x="10" y="34" width="4" height="7" rx="2" fill="#4a2a7a"/><rect x="50" y="34" width="4" height="7" rx="2" fill="#4a2a7a"/>
<circle cx="32" cy="12" r="2" fill="url(#gold)"/>`;

/** The seeded gifts in their seed order (content.ts GIFTS): rose … castle. */
export const GIFT_GLYPHS = [rose, heart, beer, cup, car, yacht, rocket, castle] as const;

/** Slot-machine symbols for game-tile art, each drawn around (0, 0) in about 30×30 units. */
const SYMBOLS: readonly string[] = [
  // cherries
  '<path d="M-5 4C-4-6 1-12 9-14M6 5C6-3 7-9 9-14" fill="none" stroke="#2f9e44" stroke-width="3" stroke-linecap="round"/><circle cx="-6" cy="8" r="7" fill="#e0364f"/><circle cx="7" cy="9" r="7" fill="#e0364f"/><circle cx="-8" cy="6" r="2" fill="#fff" opacity=".7"/>',
  // a red seven
  '<path d="M-11-13H12V-7L0 15H-8L4-7H-11Z" fill="#e0364f" stroke="#8a1020" stroke-width="2" stroke-linejoin="round"/>',
  // a bell
  '<path d="M0-14c-8 0-11 7-11 14v5l-4 5h30l-4-5V0c0-7-3-14-11-14Z" fill="#f5b700" stroke="#a86f00" stroke-width="2" stroke-linejoin="round"/><circle cx="0" cy="13" r="3.5" fill="#a86f00"/>',
  // a diamond
  '<path d="M-13-4L-7-12H7L13-4L0 14Z" fill="#3aa0ff" stroke="#0b5cad" stroke-width="2" stroke-linejoin="round"/><path d="M-13-4H13M-4-12L-5-4L0 14L5-4L4-12" fill="none" stroke="#d6ecff" stroke-width="1.5"/>',
  // a star
  '<path d="M0-14l4.1 8.4 9.2 1.3-6.7 6.5 1.6 9.2L0 7.1l-8.2 4.3 1.6-9.2-6.7-6.5 9.2-1.3Z" fill="#ffd34d" stroke="#c98a00" stroke-width="2" stroke-linejoin="round"/>',
  // BAR: a black bar with a white band (no lettering)
  '<rect x="-14" y="-8" width="28" height="16" rx="3" fill="#1b1b2f"/><rect x="-10" y="-3" width="20" height="6" rx="2" fill="#fff"/>',
  // a lemon
  '<ellipse cx="0" cy="0" rx="13" ry="10" fill="#ffe14d" stroke="#c9a800" stroke-width="2"/><path d="M-13 0l-3-1M13 0l3-1" stroke="#c9a800" stroke-width="2.5" stroke-linecap="round"/>',
];

/** The symbol `n` (any integer) centred at (x, y). */
export function slotSymbol(n: number, x: number, y: number): string {
  const i = ((n % SYMBOLS.length) + SYMBOLS.length) % SYMBOLS.length;
  return `<g transform="translate(${x} ${y}) scale(1.3)">${SYMBOLS[i]}</g>`;
}

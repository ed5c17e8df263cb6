/** The overview's shortcut cards: `shortcuts.<name>` is the title, `shortcuts.<name>Body` the line below. */
export const SHORTCUTS = [
  { to: 'bets', name: 'bets', glyph: '▤' },
  { to: 'invite', name: 'invite', glyph: '✚' },
  { to: 'vip', name: 'vip', glyph: '♛' },
  { to: 'settings', name: 'settings', glyph: '⚙' },
  { to: 'responsible', name: 'responsible', glyph: '◔' },
] as const;

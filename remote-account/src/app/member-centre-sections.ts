/** The member centre's sections (tabs), relative to its base path; `nav.<name>` is each label. */
export const SECTIONS = [
  { to: '.', name: 'overview', end: true },
  { to: 'bets', name: 'bets', end: false },
  { to: 'invite', name: 'invite', end: false },
  { to: 'vip', name: 'vip', end: false },
  { to: 'responsible', name: 'responsible', end: false },
  { to: 'settings', name: 'settings', end: false },
] as const;

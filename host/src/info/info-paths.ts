/** Paths of the open info pages (SPEC §2: no login needed; SPEC §6: visitors may see them). */
export const INFO_PATHS = {
  helpCenter: '/HelpCenter',
  appDownload: '/AppDownload',
  ventureInvest: '/VentureInvest',
  sponsor: '/sponsor',
} as const;

/** Anchor of the help centre's contact section (linked from the sponsor page). */
export const HELP_CONTACT_ID = 'contact';

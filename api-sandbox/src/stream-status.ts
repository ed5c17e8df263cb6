/** Stream status: 0 draft (its anchor's only), 1 reserved/upcoming, 2 live, 3 ended, 4 cancelled. */
export const STREAM = { DRAFT: 0, RESERVED: 1, LIVE: 2, ENDED: 3, CANCELLED: 4 } as const;

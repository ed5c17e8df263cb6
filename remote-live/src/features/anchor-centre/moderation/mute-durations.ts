/** The mute lengths the studio offers, in minutes: 10 min, 1 h, 1 day, 7 days. */
export const MUTE_MINUTES = [10, 60, 1440, 10080] as const;

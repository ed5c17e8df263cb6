/** SPEC §4: status 2 is live and listed first. */
export const STREAM_LIVE = 2;

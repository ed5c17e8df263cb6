/** Named polling and freshness intervals (ms), so every app polls the same thing at the same pace. */
export const POLL = {
  /** SPEC §4/§9: the game-type bar refreshes every 180 s. */
  homeBar: 180_000,
  /** Maintenance switches (site, sports, lobbies) are re-checked every minute; the server decides. */
  maintenance: 60_000,
  /** Live match odds and scores. */
  liveOdds: 10_000,
  /** The stream list (who is live, viewers). */
  streams: 30_000,
} as const;

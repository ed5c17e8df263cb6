/**
 * The sandbox clock: real time plus an offset that only moves forward, through
 * `POST /__admin/clock` or a test. Rules that depend on elapsed time read it (responsible-gambling
 * windows and cooling-off, ages at registration, login sessions, the wallet ledger, match states),
 * so a test can let 24 hours pass without waiting. Odds, settlement and provider tokens keep the real clock.
 */
export interface SandboxClock {
  now: () => number;
  /** Moves the clock forward by ms (never back); answers the new time. */
  advance: (ms: number) => number;
  offsetMs: () => number;
  reset: () => void;
}

export function createClock(): SandboxClock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    advance: (ms) => {
      offset += Math.max(0, ms);
      return Date.now() + offset;
    },
    offsetMs: () => offset,
    reset: () => {
      offset = 0;
    },
  };
}

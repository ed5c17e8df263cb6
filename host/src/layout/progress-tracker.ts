/** What the tracker drives: the visible bar (progress-bar.ts in the app, a spy in tests). */
export interface ProgressBar {
  start(): void;
  done(): void;
}

export interface ProgressTracker {
  /** Marks one piece of work as started; call the returned function when it ends (idempotent). */
  begin(): () => void;
  readonly pending: number;
}

/** A forgotten end must not leave the bar running forever (a hung script, a lost hook call). */
const SAFETY_MS = 20_000;

/**
 * Counts overlapping work (a route change, several remote loads) so the bar starts with the first and
 * finishes with the last, instead of flickering between them.
 */
export function createProgressTracker(bar: ProgressBar, safetyMs = SAFETY_MS): ProgressTracker {
  let pending = 0;
  return {
    begin() {
      let ended = false;
      pending += 1;
      if (pending === 1) bar.start();
      const end = () => {
        if (ended) return;
        ended = true;
        clearTimeout(timer);
        pending -= 1;
        if (pending === 0) bar.done();
      };
      const timer = setTimeout(end, safetyMs);
      return end;
    },
    get pending() {
      return pending;
    },
  };
}

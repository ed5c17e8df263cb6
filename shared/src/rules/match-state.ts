/** Where a match stands, as the sandbox's operator answers say it (issue 53 #2 "One score"). */
export type MatchPhase = 'upcoming' | 'live' | 'ended';

/** The fields of an answer that carry a match's state (live scores, the prediction's fixtures). */
export interface MatchStateLike {
  phase?: unknown;
  minute?: unknown;
  /** Home and away goals. */
  scores?: unknown;
}

export interface MatchStateView {
  phase: MatchPhase | null;
  /** Minutes played, while live. */
  minute: number | null;
  score: [number, number] | null;
}

const PHASES: ReadonlySet<string> = new Set(['upcoming', 'live', 'ended']);

/**
 * A match's state read from the answer, never made up: no phase, minute or score the answer does
 * not give (so a screen shows the book's score or none).
 */
export function readMatchState(m: MatchStateLike | null | undefined): MatchStateView {
  const phase =
    typeof m?.phase === 'string' && PHASES.has(m.phase) ? (m.phase as MatchPhase) : null;
  const minute =
    phase === 'live' && typeof m?.minute === 'number' && Number.isFinite(m.minute)
      ? m.minute
      : null;
  const sc = Array.isArray(m?.scores) ? (m.scores as unknown[]) : [];
  const [h, a] = sc;
  const score: [number, number] | null =
    typeof h === 'number' && typeof a === 'number' ? [h, a] : null;
  return { phase, minute, score };
}

import { STREAM } from './stream-status';

/**
 * The life of one broadcast (issue 51): a draft is scheduled or started, a scheduled stream is
 * started (or moved), a live one ends. Ended and cancelled are final: the next broadcast is a new
 * stream, so an ended stream's viewers, gifts and chat stay its own.
 */
export const TRANSITIONS = {
  schedule: { from: [STREAM.DRAFT, STREAM.RESERVED], to: STREAM.RESERVED },
  start: { from: [STREAM.DRAFT, STREAM.RESERVED], to: STREAM.LIVE },
  stop: { from: [STREAM.LIVE], to: STREAM.ENDED },
  cancel: { from: [STREAM.DRAFT, STREAM.RESERVED], to: STREAM.CANCELLED },
} as const satisfies Record<string, { from: readonly number[]; to: number }>;

export type StreamAction = keyof typeof TRANSITIONS;

/** The status an action leads to from `status`, or null when the machine does not allow it. */
export function nextStatus(status: number, action: StreamAction): number | null {
  const t = TRANSITIONS[action];
  return (t.from as readonly number[]).includes(status) ? t.to : null;
}

/** Title, notice, cover and price may change until the stream has ended. */
export function isEditable(status: number): boolean {
  return status === STREAM.DRAFT || status === STREAM.RESERVED || status === STREAM.LIVE;
}

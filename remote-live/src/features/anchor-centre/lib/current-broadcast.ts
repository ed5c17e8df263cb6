import type { Stream } from '@app/shared/api/live';

/** Stream statuses of the sandbox and backend: 0 draft, 1 scheduled, 2 live, 3 ended, 4 cancelled. */
export const STATUS = { draft: 0, scheduled: 1, live: 2, ended: 3, cancelled: 4 } as const;

const newestFirst = (a: Stream, b: Stream) => Number(b.id) - Number(a.id);

/**
 * The broadcast the studio is about: the live one; else the newest draft or scheduled one; else
 * the broadcast that ended last (the studio then offers a new one). Null for a new anchor.
 */
export function currentBroadcast(streams: readonly Stream[]): Stream | null {
  const sorted = [...streams].sort(newestFirst);
  return (
    sorted.find((s) => s.status === STATUS.live) ??
    sorted.find((s) => s.status === STATUS.draft || s.status === STATUS.scheduled) ??
    sorted.find((s) => s.status === STATUS.ended) ??
    null
  );
}

import { useEffect, useState } from 'react';
import { rgQueries } from '@app/shared/api/rg';
import { useQueryClient } from '@app/shared/client';
import type { RgState } from '@app/shared/api/rg';
import { useMemberName } from '../../../lib/use-member';

/** The earliest pending limit change, the one a countdown shows first. */
function nextChangeAt(state: RgState): number | null {
  const times = state.limits.flatMap((l) => (l.pending ? [l.pending.effectiveAt] : []));
  return times.length ? Math.min(...times) : null;
}

/**
 * "Now" on the server's clock: the answer's `now` plus the time since it arrived (`receivedAt`,
 * device clock), so a device clock that is off does not skew the countdowns. Ticks every second
 * while a change is pending, and reads the state and history again once it is due.
 */
export function useRgClock(state: RgState, receivedAt: number): number {
  const name = useMemberName() ?? '';
  const client = useQueryClient();
  const [local, setLocal] = useState(Date.now);
  const next = nextChangeAt(state);
  useEffect(() => {
    if (next === null) return undefined;
    const id = setInterval(() => setLocal(Date.now()), 1000);
    return () => clearInterval(id);
  }, [next]);
  // `local` may predate an answer that just arrived: time never runs backwards.
  const now = Math.max(local, receivedAt) + (state.now - receivedAt);
  const due = next !== null && now >= next;
  useEffect(() => {
    if (due) void client.invalidateQueries({ queryKey: rgQueries.all(name) });
  }, [due, client, name]);
  return now;
}

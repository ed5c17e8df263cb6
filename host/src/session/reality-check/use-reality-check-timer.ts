import { useCallback, useEffect, useState } from 'react';
import { acknowledgeSessionTime, readOrStartSession } from '../session-start';

export interface RealityCheckTimer {
  /** Browser time (ms) the dialog opened at; null while it is closed. */
  openedAt: number | null;
  /** Session time (ms) when the dialog opened. */
  playedMs: number;
  /** Browser time (ms) the next check falls due at; null while the check is off. */
  dueAt: number | null;
  /** Continue: closed until the next multiple of the interval. */
  acknowledge(): void;
}

/**
 * The reality check's clock. Every `minutes` of session time (counted on the browser clock from the
 * login, kept across reloads) the check falls due; it opens once `held` is false, so a bet being
 * placed gets its answer first. A check that fell due during a reload opens at once.
 */
export function useRealityCheckTimer(opts: {
  user: string;
  /** 0: off. */
  minutes: number;
  held: boolean;
}): RealityCheckTimer {
  const { user, minutes, held } = opts;
  const [session, setSession] = useState(() => readOrStartSession(user));
  /** The due time whose timeout has fired. */
  const [reached, setReached] = useState<number | null>(null);
  const [openedAt, setOpenedAt] = useState<number | null>(null);
  const intervalMs = minutes > 0 ? minutes * 60_000 : 0;
  const dueAt =
    intervalMs > 0
      ? session.startedAt + (Math.floor(session.acknowledgedMs / intervalMs) + 1) * intervalMs
      : null;

  useEffect(() => {
    if (dueAt === null) return undefined;
    const timer = setTimeout(() => setReached(dueAt), Math.max(0, dueAt - Date.now()));
    return () => clearTimeout(timer);
  }, [dueAt]);

  const due = dueAt !== null && reached === dueAt;
  // the reminder's opening time is the moment it can show: when due, or later when a hold ends
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- records a time, at most once per due
    if (dueAt === null) setOpenedAt(null);
    else if (due && !held) setOpenedAt((at) => at ?? Date.now());
  }, [due, dueAt, held]);

  const acknowledge = useCallback(() => {
    setSession((s) => acknowledgeSessionTime(s, Date.now() - s.startedAt));
    setOpenedAt(null);
  }, []);

  return {
    openedAt,
    dueAt,
    playedMs: openedAt === null ? 0 : Math.max(0, openedAt - session.startedAt),
    acknowledge,
  };
}

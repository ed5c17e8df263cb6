import { safeSession } from '@app/shared/rules';

/** Safe-storage key (`__playSession`, session storage) of the reality check's session clock. */
export const PLAY_SESSION_KEY = 'playSession';

/**
 * When this tab's login session began and how much of it the member has already acknowledged in a
 * reality check, both on the browser clock (ms). Session storage, so a reload keeps them and a new
 * login starts again.
 */
export interface PlaySession {
  user: string;
  startedAt: number;
  acknowledgedMs: number;
}

function isPlaySession(value: unknown): value is PlaySession {
  const v = value as Partial<PlaySession> | null;
  return (
    typeof v?.user === 'string' &&
    typeof v.startedAt === 'number' &&
    Number.isFinite(v.startedAt) &&
    typeof v.acknowledgedMs === 'number' &&
    Number.isFinite(v.acknowledgedMs)
  );
}

/** Called when a member logs in: the session time counts from now. */
export function recordSessionStart(user: string, now = Date.now()): PlaySession {
  const session = { user, startedAt: now, acknowledgedMs: 0 };
  safeSession.setJSON(PLAY_SESSION_KEY, session);
  return session;
}

/** The stored session of `user`, or a new one from now (a tab opened on a kept login). */
export function readOrStartSession(user: string, now = Date.now()): PlaySession {
  const stored = safeSession.getJSON<unknown>(PLAY_SESSION_KEY);
  if (isPlaySession(stored) && stored.user === user && stored.startedAt <= now) return stored;
  return recordSessionStart(user, now);
}

export function acknowledgeSessionTime(session: PlaySession, acknowledgedMs: number): PlaySession {
  const next = { ...session, acknowledgedMs };
  safeSession.setJSON(PLAY_SESSION_KEY, next);
  return next;
}

export function clearSessionStart(): void {
  safeSession.remove(PLAY_SESSION_KEY);
}

/** How often the client pings the chat server (the server answers each with `pong`). */
export const PING_MS = 25_000;
/** Pongs a socket may miss in a row before it is taken for half-open and replaced. */
export const MAX_MISSED_PONGS = 2;

export interface PongWatch {
  /** The server's pong arrived: the socket is alive. */
  pong: () => void;
  stop: () => void;
}

/**
 * Pings every `everyMs` and calls `onDead` once when `MAX_MISSED_PONGS` pings in a row went
 * unanswered (issue 49 #11: a half-open socket never closes by itself, so the room went quiet
 * without a reconnect).
 */
export function watchPongs(ping: () => void, onDead: () => void, everyMs = PING_MS): PongWatch {
  let missed = 0;
  const timer = setInterval(() => {
    if (missed >= MAX_MISSED_PONGS) {
      clearInterval(timer);
      onDead();
      return;
    }
    missed += 1;
    ping();
  }, everyMs);
  return {
    pong: () => {
      missed = 0;
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * Calls `onHint` when the network comes back (`online`) or the page becomes visible again: the
 * moments a dropped socket should be replaced at once rather than after its backoff. Returns
 * the cleanup.
 */
export function onReconnectHints(onHint: () => void): () => void {
  const visible = () => {
    if (document.visibilityState === 'visible') onHint();
  };
  window.addEventListener('online', onHint);
  document.addEventListener('visibilitychange', visible);
  return () => {
    window.removeEventListener('online', onHint);
    document.removeEventListener('visibilitychange', visible);
  };
}

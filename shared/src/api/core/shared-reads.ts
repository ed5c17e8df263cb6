/**
 * Identical GETs in flight at the same time share one request: at start-up the host's session and a
 * remote's page both read the member, and the page's content waited for the second, later answer
 * (issue 16). Any other call (one that may change data) ends the sharing, so a GET started after a
 * change never takes the answer of one started before it. Nothing is kept once a request settles.
 */
const inFlight = new Map<string, Promise<unknown>>();

/** `send()`, or the same GET's request already in flight; `key` null for a call that is not a plain GET. */
export function sharedRead<T>(key: string | null, send: () => Promise<T>): Promise<T> {
  if (key === null) {
    inFlight.clear();
    return send();
  }
  const pending = inFlight.get(key);
  if (pending) return pending as Promise<T>;
  const request = send().finally(() => {
    if (inFlight.get(key) === request) inFlight.delete(key);
  });
  inFlight.set(key, request);
  return request;
}

/**
 * Identical GETs in flight at the same time share one request: at start-up the host's session and a
 * remote's page both read the member, and the page's content waited for the second, later answer
 * (issue 16). When any other call (one that may change data; this API reads through POST too) has
 * been answered, the sharing ends: a GET started after a change is known to the server never takes
 * the answer of one started before it. Nothing is kept once a request settles.
 */
const inFlight = new Map<string, Promise<unknown>>();

/** `send()`, or the same GET's request already in flight; `key` null for a call that is not a plain GET. */
export function sharedRead<T>(key: string | null, send: () => Promise<T>): Promise<T> {
  if (key === null) return send().finally(() => inFlight.clear());
  const pending = inFlight.get(key);
  if (pending) return pending as Promise<T>;
  const request = send().finally(() => {
    if (inFlight.get(key) === request) inFlight.delete(key);
  });
  inFlight.set(key, request);
  return request;
}

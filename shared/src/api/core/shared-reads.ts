/**
 * Identical GETs in flight at the same time share one request: at start-up the host's session and a
 * remote's page both read the member, and the page's content waited for the second, later answer
 * (issue 16). When any other call (one that may change data; this API reads through POST too) has
 * been answered, the sharing ends: a GET started after a change is known to the server never takes
 * the answer of one started before it. Nothing is kept once a request settles.
 *
 * A caller's `signal` (TanStack Query's) cancels only its own wait; the shared request is aborted
 * once every caller that joined it has cancelled, so one unmounted page never fails another's read.
 */
interface Flight {
  request: Promise<unknown>;
  controller: AbortController;
  /** Callers still waiting; one without a signal waits to the end. */
  waiting: number;
}

const inFlight = new Map<string, Flight>();

const cancelled = () =>
  Object.assign(new Error('The request was cancelled.'), { code: 'ERR_CANCELED' });

function join<T>(key: string, flight: Flight, signal: AbortSignal | undefined): Promise<T> {
  flight.waiting += 1;
  const request = flight.request as Promise<T>;
  if (!signal) return request;
  return new Promise<T>((resolve, reject) => {
    const leave = () => {
      flight.waiting -= 1;
      if (flight.waiting === 0) {
        if (inFlight.get(key) === flight) inFlight.delete(key);
        flight.controller.abort(signal.reason);
      }
      reject(cancelled());
    };
    if (signal.aborted) return leave();
    signal.addEventListener('abort', leave, { once: true });
    request.then(resolve, reject).finally(() => signal.removeEventListener('abort', leave));
  });
}

/**
 * `send(signal)`, or the same GET's request already in flight; `key` null for a call that is not a
 * plain GET (sent with the caller's own signal).
 */
export function sharedRead<T>(
  key: string | null,
  send: (signal?: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  if (key === null) return send(signal).finally(() => inFlight.clear());
  let flight = inFlight.get(key);
  if (!flight) {
    const controller = new AbortController();
    const created: Flight = { controller, waiting: 0, request: Promise.resolve() };
    created.request = send(controller.signal).finally(() => {
      if (inFlight.get(key) === created) inFlight.delete(key);
    });
    created.request.catch(() => undefined); // each joined caller sees the failure
    inFlight.set(key, created);
    flight = created;
  }
  return join<T>(key, flight, signal);
}

/** Persisted follow list (SPEC §3): sport id -> followed match ids. */
export type FollowList = Readonly<Record<string, readonly string[]>>;

/** True when the match is in the sport's follow list (ids compared as strings). */
export function isFollowed(
  list: FollowList,
  sportId: number | string,
  matchId: number | string,
): boolean {
  const key = String(sportId);
  return Object.hasOwn(list, key) && (list[key] ?? []).includes(String(matchId));
}

/**
 * Follow toggle (SPEC §4): returns a new list with the match id added to the end of its sport's
 * list, or removed when it was there; the input is never changed. Ids are stored as strings.
 * Decision: a sport whose list becomes empty is removed from the object.
 */
export function toggleFollow(
  list: FollowList,
  sportId: number | string,
  matchId: number | string,
): FollowList {
  const key = String(sportId);
  const id = String(matchId);
  const current = Object.hasOwn(list, key) ? (list[key] ?? []) : [];
  const next = current.includes(id) ? current.filter((m) => m !== id) : [...current, id];
  const copy: Record<string, readonly string[]> = { ...list };
  if (next.length === 0) delete copy[key];
  else copy[key] = next;
  return copy;
}

/** Result of a gated call: the call's value, or 'busy' when another call was still running. */
export type SingleFlightResult<T> = { status: 'done'; value: T } | { status: 'busy' };

/** Gate that lets one async call run at a time (see {@link createSingleFlight}). */
export interface SingleFlight {
  /** Runs `task` unless a call is in flight; then resolves `{ status: 'busy' }` without calling it. */
  run<T>(task: () => Promise<T>): Promise<SingleFlightResult<T>>;
  /** True while a call is in flight. */
  readonly busy: boolean;
}

/**
 * Single in-flight gate for collect (follow) calls (SPEC §4: "while a collect call runs a second
 * is blocked"). Decision: a blocked call resolves `{ status: 'busy' }` and its task is never
 * started (rather than sharing the first call's promise, which would report the first match's
 * result for a different match). A failing task rejects its own caller and frees the gate.
 */
export function createSingleFlight(): SingleFlight {
  let running = false;
  return {
    async run<T>(task: () => Promise<T>): Promise<SingleFlightResult<T>> {
      if (running) return { status: 'busy' };
      running = true;
      try {
        return { status: 'done', value: await task() };
      } finally {
        running = false;
      }
    },
    get busy() {
      return running;
    },
  };
}

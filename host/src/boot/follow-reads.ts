/**
 * An early painter's follow-up reads (shared/src/federation/early-paint.ts `follow`): the calls the
 * route's first answers lead to (the sportsbook's provider lists, asked with the token the first read
 * returns). The early script starts them on a page load (early-route-paint.ts) and the app on a
 * navigation (routing/route-first-reads.ts); the page's client takes each answer for an identical call.
 */
import type { EarlyAnswer, EarlyPainter, EarlyReadContext, FollowRead } from '@app/shared/boot';

export type Answered = ReadonlyArray<readonly [key: string, answer: EarlyAnswer | null]>;

/** Imports a painter module from its address (beside the remote's app-manifest, never bundled). */
export const importModule = (url: string): Promise<unknown> =>
  import(/* webpackIgnore: true */ url);

/** The bodies of the 2xx answers by key (read path or follow-up URL). */
export function bodiesOf(answers: Answered): Record<string, unknown> {
  const bodies: Record<string, unknown> = {};
  for (const [key, answer] of answers)
    if (answer && answer.status >= 200 && answer.status < 300) bodies[key] = answer.body;
  return bodies;
}

/** The first reads' bodies by path once all have answered (a failed read is absent). */
export function firstBodies(
  reads: ReadonlyArray<readonly [path: string, answer: Promise<EarlyAnswer | null>]>,
): Promise<Record<string, unknown>> {
  return Promise.all(reads.map(async ([path, answer]) => [path, await answer] as const)).then(
    bodiesOf,
  );
}

const isFollowRead = (r: unknown): r is FollowRead => {
  const read = r as Partial<FollowRead> | null;
  return (
    (read?.method === 'GET' || read?.method === 'POST') &&
    typeof read.url === 'string' &&
    /^https?:\/\//i.test(read.url) &&
    typeof read.headers === 'object' &&
    read.headers !== null
  );
};

const followOf = (module: unknown) => (module as Partial<EarlyPainter> | null)?.follow;

/** The painter's follow-up reads for these answers (none from a painter without them or one that throws). */
function followReads(module: unknown, context: EarlyReadContext): FollowRead[] {
  const follow = followOf(module);
  if (typeof follow !== 'function') return [];
  try {
    const reads: unknown = follow(context);
    return Array.isArray(reads) ? reads.filter(isFollowRead) : [];
  } catch {
    return [];
  }
}

export interface FollowStart {
  /** The painter module, loading. */
  painter: Promise<unknown>;
  /** The first reads' bodies by path. */
  first: Promise<Record<string, unknown>>;
  context: (answers: Record<string, unknown>) => EarlyReadContext;
  start: (read: FollowRead, timeoutMs: number) => Promise<EarlyAnswer | null>;
  timeoutMs: number;
}

/**
 * Asks the painter for its follow-up reads first with no answers (a painter that kept what it needs,
 * a stored token, names them at once), else with the first reads' answers, and starts them. Resolves
 * with their answers by URL.
 */
export async function startFollowReads(o: FollowStart): Promise<Answered> {
  const module = await o.painter;
  let reads = followReads(module, o.context({}));
  if (reads.length === 0 && typeof followOf(module) === 'function')
    reads = followReads(module, o.context(await o.first));
  return Promise.all(
    reads.map(async (read) => [read.url, await o.start(read, o.timeoutMs)] as const),
  );
}

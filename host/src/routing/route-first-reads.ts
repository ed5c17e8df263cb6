import { callUrl, commonHeaders, getRuntimeConfig, startEarlyCall } from '@app/shared/api';
import type { FirstRead } from '@app/shared/federation';
import { useSessionStore } from '@app/shared/store';
import { routeReads } from '../boot/route-reads';
import { useCatalog } from '../platform/catalog-store';
import { decideGuard } from './guard-decision';
import { matchRemoteRoute } from './match-remote-route';

/** How long a read started on a navigation is offered to the page (it may not ask: a kept token). */
export const NAVIGATION_READ_MAX_AGE_MS = 10_000;

interface At {
  pathname: string;
  search: string;
}

/** The declared first reads of the remote route at `at`, filled from its query, if this viewer may open it. */
function readsAt(at: At): FirstRead[] {
  const match = matchRemoteRoute(at.pathname, Object.values(useCatalog.getState().remotes));
  if (match.kind !== 'route') return [];
  const { token, userInfo } = useSessionStore.getState();
  if (decideGuard(match.entry, { loggedIn: token !== null, role: userInfo?.role }) !== 'allow')
    return [];
  return routeReads({ routes: [match.entry] }, at.pathname, at.search);
}

/**
 * Issue 16: on a navigation to a remote's route, its manifest's `firstReads` (the page's first API
 * calls) start at once, as the early script starts them on a page load, instead of after the page has
 * rendered; the page's client takes each answer for an identical call (language and login included),
 * within NAVIGATION_READ_MAX_AGE_MS. A move that keeps the same reads (within a remote's own pages)
 * starts nothing. Returns the reads started.
 */
export function startRouteReads(to: At, from: At | null): FirstRead[] {
  const reads = readsAt(to);
  if (!reads.length) return [];
  if (from && JSON.stringify(readsAt(from)) === JSON.stringify(reads)) return [];
  const config = getRuntimeConfig();
  for (const read of reads) {
    // the body and headers the client will send for this call (core/client.ts readCall)
    const body = read.method === 'POST' ? (read.body ?? {}) : undefined;
    startEarlyCall(
      {
        method: read.method,
        url: callUrl(config.apiBaseUrl, read.path),
        body,
        headers: commonHeaders(body, read.path),
      },
      config.requestTimeoutMs,
      NAVIGATION_READ_MAX_AGE_MS,
    );
  }
  return reads;
}

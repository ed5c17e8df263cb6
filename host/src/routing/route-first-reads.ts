import { callUrl, commonHeaders, getRuntimeConfig, startEarlyCall } from '@app/shared/client';
import type { FirstRead, FollowRead } from '@app/shared/federation';
import { useAppStore, useSessionStore } from '@app/shared/store';
import { firstBodies, importModule, startFollowReads } from '../boot/follow-reads';
import { routeReads } from '../boot/route-reads';
import { useCatalog } from '../platform/catalog-store';
import { decideGuard } from './guard-decision';
import { matchRemoteRoute } from './match-remote-route';
import { routePainter } from './route-painter';

/** How long a read started on a navigation is offered to the page (it may not ask: a kept token). */
export const NAVIGATION_READ_MAX_AGE_MS = 10_000;

interface At {
  pathname: string;
  search: string;
}

interface RouteAt {
  reads: FirstRead[];
  /** The route's early painter (beside its app-manifest), which names the reads its answers lead to. */
  painter: string | null;
}

const NOTHING: RouteAt = { reads: [], painter: null };

/** The remote route at `at`: its declared first reads filled from its query, if this viewer may open it. */
function routeAt(at: At): RouteAt {
  const match = matchRemoteRoute(at.pathname, Object.values(useCatalog.getState().remotes));
  if (match.kind !== 'route') return NOTHING;
  const { token, userInfo } = useSessionStore.getState();
  if (decideGuard(match.entry, { loggedIn: token !== null, role: userInfo?.role }) !== 'allow')
    return NOTHING;
  return {
    reads: routeReads({ routes: [match.entry] }, at.pathname, at.search),
    painter: routePainter(match.remote, match.entry),
  };
}

const startNavigationCall = (call: FollowRead, timeoutMs: number) =>
  startEarlyCall(call, timeoutMs, NAVIGATION_READ_MAX_AGE_MS);

/**
 * Issue 16: on a navigation to a remote's route, its manifest's `firstReads` (the page's first API
 * calls) start at once, as the early script starts them on a page load, instead of after the page has
 * rendered; the page's client takes each answer for an identical call (language and login included),
 * within NAVIGATION_READ_MAX_AGE_MS. When the route names an early painter, its follow-up reads (the
 * sportsbook's provider lists, asked with the token the first read returns) start as soon as the
 * answers allow, as on a page load, instead of after the page has rendered and read the token. A move
 * that keeps the same reads (within a remote's own pages) starts nothing. Returns the reads started.
 */
export function startRouteReads(
  to: At,
  from: At | null,
  load: (url: string) => Promise<unknown> = importModule,
): FirstRead[] {
  const { reads, painter } = routeAt(to);
  if (!reads.length) return [];
  if (from && JSON.stringify(routeAt(from).reads) === JSON.stringify(reads)) return [];
  const config = getRuntimeConfig();
  const answers = reads.map((read) => {
    // the body and headers the client will send for this call (core/client.ts readCall)
    const body = read.method === 'POST' ? (read.body ?? {}) : undefined;
    const call = {
      method: read.method,
      url: callUrl(config.apiBaseUrl, read.path),
      body,
      headers: commonHeaders(body, read.path),
    };
    return [read.path, startNavigationCall(call, config.requestTimeoutMs)] as const;
  });
  if (painter)
    void startFollowReads({
      painter: load(painter),
      first: firstBodies(answers),
      context: (bodies) => ({
        pathname: to.pathname,
        language: useAppStore.getState().language,
        market: config.market,
        apiBaseUrl: config.apiBaseUrl,
        answers: bodies,
      }),
      start: startNavigationCall,
      timeoutMs: config.requestTimeoutMs,
    }).catch(() => undefined); // a painter that does not load: the page asks for itself
  return reads;
}

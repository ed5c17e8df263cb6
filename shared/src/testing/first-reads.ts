import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { callUrl, commonHeaders, getRuntimeConfig } from '@app/shared/client';
import { fillFirstRead, startEarlyCall } from '@app/shared/boot';
import { RouteEntrySchema, type FirstRead } from '@app/shared/federation';
import { server } from './mock-server';

export type DeclaredRead = FirstRead;

/**
 * Does what the host's HTML does for a route's `firstReads` (host/src/boot/early-remote.ts): fills
 * their placeholders from the page's query (`search`) and starts each declared read through `fetch`,
 * answered here (MSW) with `data` in the API's success envelope. A page
 * test then checks the page takes them and asks the server for none of them (issue 16);
 * `answered()` counts the early requests served.
 */
export function startDeclaredReads(
  manifest: { routes: unknown },
  routePath: string,
  data: (read: DeclaredRead) => unknown,
  search = '',
): DeclaredRead[] & { answered(): number } {
  // parsed with the manifest contract, so a malformed declaration fails the test too
  const routes = z.array(RouteEntrySchema).parse(manifest.routes);
  const query = new URLSearchParams(search);
  const reads = (routes.find((r) => r.path === routePath)?.firstReads ?? [])
    .map((read) => fillFirstRead(read, query))
    .filter((read): read is FirstRead => read !== null);
  const byUrl = new Map(reads.map((r) => [callUrl(getRuntimeConfig().apiBaseUrl, r.path), r]));
  // the first request to each declared read is the early one (started just below); later ones
  // are the page's own and go on to the test's backend
  const waiting = new Set(byUrl.keys());
  let answered = 0;
  server.use(
    http.all('*', ({ request }) => {
      const read = waiting.delete(request.url) ? byUrl.get(request.url) : undefined;
      if (!read) return undefined;
      answered += 1;
      return HttpResponse.json({ code: 200, msg: 'success', data: data(read) });
    }),
  );
  for (const [url, read] of byUrl)
    void startEarlyCall({ ...read, url, headers: commonHeaders() }, 1000);
  // not enumerable: the list still equals the declared reads
  return Object.defineProperty(reads, 'answered', { value: () => answered }) as DeclaredRead[] & {
    answered(): number;
  };
}

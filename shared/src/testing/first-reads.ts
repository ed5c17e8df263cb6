import * as z from 'zod/mini';
import { callUrl, commonHeaders, getRuntimeConfig } from '@app/shared/client';
import { fillFirstRead, startEarlyCall } from '@app/shared/boot';
import { RouteEntrySchema, type FirstRead } from '@app/shared/federation';

export type DeclaredRead = FirstRead;

/**
 * Does what the host's HTML does for a route's `firstReads` (host/src/boot/early-remote.ts): fills
 * their placeholders from the page's query (`search`) and starts each declared read through `fetch`, answered here with `data` in the API's success envelope. A page
 * test then checks the page takes them and asks the server for none of them (issue 16).
 */
export function startDeclaredReads(
  manifest: { routes: unknown },
  routePath: string,
  data: (read: DeclaredRead) => unknown,
  search = '',
): DeclaredRead[] {
  // parsed with the manifest contract, so a malformed declaration fails the test too
  const routes = z.array(RouteEntrySchema).parse(manifest.routes);
  const query = new URLSearchParams(search);
  const reads = (routes.find((r) => r.path === routePath)?.firstReads ?? [])
    .map((read) => fillFirstRead(read, query))
    .filter((read): read is FirstRead => read !== null);
  const byUrl = new Map(reads.map((r) => [callUrl(getRuntimeConfig().apiBaseUrl, r.path), r]));
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const read = byUrl.get(String(input));
    return {
      status: read ? 200 : 404,
      headers: { get: () => null },
      json: async () => ({ code: 200, msg: 'success', data: read ? data(read) : null }),
    } as unknown as Response;
  }) as typeof fetch;
  for (const [url, read] of byUrl)
    void startEarlyCall({ ...read, url, headers: commonHeaders() }, 1000);
  return reads;
}

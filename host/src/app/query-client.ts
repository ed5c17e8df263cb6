import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@app/shared/client';

/**
 * R11: the shared client plus reconnect behaviour. react-query's onlineManager already listens to
 * `online`/`offline` and pauses fetches (polling included) while offline; here a reconnect refetches
 * every active query even when it is younger than its staleTime (odds and balances moved meanwhile),
 * and a page opened offline starts paused instead of failing its first fetches.
 */
export function createHostQueryClient(online: boolean = navigator.onLine): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, refetchOnReconnect: 'always' },
  });
  onlineManager.setOnline(online);
  return client;
}

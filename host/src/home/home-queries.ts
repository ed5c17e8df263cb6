import type { QueryClient } from '@tanstack/react-query';
import { gameQueries, siteQueries } from '@app/shared/api/site';

/**
 * The home page's first screen reads (banner, game bar, hot games): the server renders `/` from their
 * answers and hands them to the page's query cache, which the page's hooks then read.
 */
export function prefetchHomeQueries(client: QueryClient): Promise<void>[] {
  return [
    client.prefetchQuery(siteQueries.adverts()),
    client.prefetchQuery(gameQueries.homeBar()),
    client.prefetchQuery(gameQueries.slotGames()),
  ];
}

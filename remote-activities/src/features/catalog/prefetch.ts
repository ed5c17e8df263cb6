import type { QueryClient } from '@tanstack/react-query';
import { promotionQueries } from '@app/shared/api/promotion';
import { siteQueries } from '@app/shared/api/site';
import type { PageAddress } from '@app/shared/federation';
import { PROMOTIONS_ROUTE } from '../../lib/catalog';

/**
 * The promotions list's public data (its cards, the server's activities and seasons, which the
 * directory's filters read), for the host's document server to draw the page from. An activity page is not drawn
 * on the server (its chunk and a member's progress are the browser's): false.
 */
export async function prefetchPromotions(client: QueryClient, page: PageAddress): Promise<boolean> {
  if (page.pathname.toLowerCase() !== PROMOTIONS_ROUTE.path) return false;
  await Promise.all([
    client.prefetchQuery(siteQueries.adverts()),
    client.prefetchQuery(promotionQueries.activities()),
    client.prefetchQuery(promotionQueries.seasons()),
  ]);
  return true;
}

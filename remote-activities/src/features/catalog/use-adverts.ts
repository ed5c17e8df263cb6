import { siteQueries } from '@app/shared/api/site';
import { useQuery } from '@app/shared/client';

/** The promotions the operator advertises (shared with the host's home page cache). */
export function useAdverts() {
  return useQuery(siteQueries.adverts());
}

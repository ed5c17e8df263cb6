import { siteQueries, useQuery } from '@app/shared/query';

/** The promotions the operator advertises (shared with the host's home page cache). */
export function useAdverts() {
  return useQuery(siteQueries.adverts());
}

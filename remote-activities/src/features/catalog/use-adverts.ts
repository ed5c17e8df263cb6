import { siteQueries } from '@app/shared/api/site';
import { useQuery } from '@app/shared/client';
import { isLinkOn, useActivityToggles } from '../../lib/toggles';

/**
 * The promotions the operator advertises (shared with the host's home page cache), without those
 * whose activity the operator switched off in the registry (issue 53 #3).
 */
export function useAdverts() {
  const toggles = useActivityToggles().data;
  return useQuery({
    ...siteQueries.adverts(),
    select: (list) => list.filter((a) => isLinkOn(toggles, a.link ?? '')),
  });
}

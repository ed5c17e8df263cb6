// The daily popups' reads (SPEC §7): only the lazy popups use them, so the promotion queries and
// their API calls stay out of the first screen's script.
import { useQuery } from '@tanstack/react-query';
import { promotionQueries } from '@app/shared/api/promotion';
import { siteQueries } from '@app/shared/api/site';
import type { Advert } from '@app/shared/api/promotion';
import { ADVERT_TYPE, bySort } from './advert-order';
import { advertsSwitchedOn } from './advert-toggles';
import { useCatalog } from '../platform/catalog-store';

/** The daily popups, without those of activities switched off in the registry (issue 53 #3). */
export function usePopupAdverts(enabled: boolean) {
  const registry = useCatalog((s) => s.registry);
  const remotes = useCatalog((s) => s.remotes);
  return useQuery({
    ...siteQueries.advertsByType(ADVERT_TYPE.popup),
    select: (list: Advert[]) => advertsSwitchedOn([...list].sort(bySort), registry, remotes),
    enabled,
    retry: false,
  });
}

/** The new-member gift pack of the current visitor (SPEC §3; status 1 = open). */
export function useGiftPack(userKey: string, enabled: boolean) {
  return useQuery({ ...promotionQueries.giftPack(userKey), enabled });
}

import { queryOptions } from '@tanstack/react-query';
import { isNewMemberGiftPackOpen } from '../api/promotion-activity';

/** Query factories of the promotions (SPEC §7 Promotion). Owned by remote-activities. */
export const promotionQueries = {
  /** SPEC §3 new-member gift pack of the current visitor (status 1 = open). */
  giftPack: (userKey: string) =>
    queryOptions({
      queryKey: ['promotion', 'gift-pack', userKey] as const,
      queryFn: () => isNewMemberGiftPackOpen(),
      retry: false,
    }),
};

import { liveQueries, useQuery } from '@app/shared/query';

export function useGifts() {
  return useQuery(liveQueries.gifts());
}

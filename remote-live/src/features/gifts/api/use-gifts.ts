import { liveQueries } from '@app/shared/api/live';
import { useQuery } from '@app/shared/client';

export function useGifts() {
  return useQuery(liveQueries.gifts());
}

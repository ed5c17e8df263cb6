import { useQuery } from '@tanstack/react-query';
import { liveQueries } from '@app/shared/query';

export function useGifts() {
  return useQuery(liveQueries.gifts());
}

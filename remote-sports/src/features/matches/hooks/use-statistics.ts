import { sportsbookQueries } from '@app/shared/api/sportsbook';
import { useQuery } from '@app/shared/client';
import { statCounts } from '../lib/counts';

/** Tab and chip counts from `statistical` (SPEC §3; champion count per SPEC §9). */
export function useCounts() {
  const { data } = useQuery(sportsbookQueries.statistics());
  return { ...statCounts(data?.sl ?? []), loaded: Boolean(data) };
}

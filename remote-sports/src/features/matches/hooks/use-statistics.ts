import { sportsbookListQueries } from '@app/shared/api/sportsbook-lists';
import { useQuery } from '@app/shared/client';
import { statCounts } from '../lib/counts';

/** Tab and chip counts from `statistical` (SPEC §3; champion count per SPEC §9). */
export function useCounts() {
  const { data } = useQuery(sportsbookListQueries.statistics());
  return { ...statCounts(data?.sl ?? []), loaded: Boolean(data) };
}

import { useQuery } from '@tanstack/react-query';
import { isSiteMaintenance, siteQueries, type MaintenanceNotice } from '@app/shared';

/** The site maintenance notice when it is active (SPEC §4), re-checked every minute. */
export function useSiteMaintenance(): MaintenanceNotice | null {
  const { data } = useQuery(siteQueries.maintenance());
  return data && isSiteMaintenance(data) ? data : null;
}

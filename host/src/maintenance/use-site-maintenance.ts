import { useQuery } from '@tanstack/react-query';
import { getSiteMaintenance, isSiteMaintenance, type MaintenanceNotice } from '@app/shared';

/** SPEC §3 point 0: the whole site. */
const WHOLE_SITE = 0;

/** The site maintenance notice when it is active (SPEC §4), re-checked every minute. */
export function useSiteMaintenance(): MaintenanceNotice | null {
  const { data } = useQuery({
    queryKey: ['site', 'maintenance'],
    queryFn: () => getSiteMaintenance(WHOLE_SITE),
    refetchInterval: 60_000,
    retry: false,
  });
  return data && isSiteMaintenance(data) ? data : null;
}

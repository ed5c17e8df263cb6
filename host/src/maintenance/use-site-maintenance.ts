import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '@app/shared/client';
import { isSiteMaintenance, type MaintenanceNotice } from '@app/shared/rules';
import { siteQueries } from '@app/shared/api/site';

/**
 * What the site may show (SPEC §4): the site, a maintenance notice, or — when the server answered
 * the maintenance check with something unreadable — nothing but "could not check" (R14: a
 * safety-relevant answer that does not parse never fails open). Offline and timeouts keep the site:
 * the offline banner speaks for those.
 */
export type SiteMaintenanceState =
  { kind: 'open' } | { kind: 'maintenance'; notice: MaintenanceNotice } | { kind: 'unverified' };

/** The site maintenance state, re-checked every minute. */
export function useSiteMaintenance(): SiteMaintenanceState {
  const { data, error } = useQuery(siteQueries.maintenance());
  const unreadable = error instanceof ApiError && error.kind === 'malformed';
  useEffect(() => {
    if (unreadable)
      console.error('[maintenance] the site maintenance answer could not be read; site withheld');
  }, [unreadable]);
  if (unreadable) return { kind: 'unverified' };
  return data && isSiteMaintenance(data) ? { kind: 'maintenance', notice: data } : { kind: 'open' };
}

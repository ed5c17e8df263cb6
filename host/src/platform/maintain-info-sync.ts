import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { siteQueries } from '@app/shared/api/site';
import { useAppStore } from '@app/shared/store';
import type { MaintenanceNotice } from '@app/shared/rules';

/** Key of the site-maintenance query the layout runs (host/src/maintenance/use-site-maintenance). */
export const SITE_MAINTENANCE_KEY = siteQueries.maintenance().queryKey;

/**
 * Hands every maintenance notice the layout fetches to the app store (SPEC §3 maintainInfo), whose
 * setMaintainInfo stores the menu order from sportsConfigVO.gameOrder only while nobody is logged
 * in (SPEC §4/§9). Listening to the query cache adds no request. Returns the unsubscribe.
 */
export function syncMaintainInfo(queryClient: QueryClient): () => void {
  const push = (data: unknown) => {
    if (data && typeof data === 'object' && data !== useAppStore.getState().maintainInfo) {
      useAppStore.getState().setMaintainInfo(data as MaintenanceNotice);
    }
  };
  push(queryClient.getQueryData(SITE_MAINTENANCE_KEY));
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const [a, b] = event.query.queryKey;
    if (a === SITE_MAINTENANCE_KEY[0] && b === SITE_MAINTENANCE_KEY[1])
      push(event.query.state.data);
  });
}

/** Keeps the app store's maintainInfo (and the guest menu order) in step while mounted. */
export function useMaintainInfoSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => syncMaintainInfo(queryClient), [queryClient]);
}

import { queryOptions } from '@tanstack/react-query';
import { listAdverts, listAdvertsByType } from '@app/shared/api/promotion';
import { getSiteMaintenance, popCustomerLink } from './operation';
import { POLL } from '@app/shared/client';

/**
 * Query factories of the site shell (keys in one place). A factory returns `queryOptions`, so the
 * key, the fetcher and the freshness travel together and `queryClient.getQueryData` is typed.
 */
export const siteQueries = {
  /** SPEC §3 point 0: the whole-site maintenance notice. */
  maintenance: () =>
    queryOptions({
      queryKey: ['site', 'maintenance'] as const,
      queryFn: ({ signal }) => getSiteMaintenance(0, { signal }),
      refetchInterval: POLL.maintenance,
      retry: false,
    }),
  /** Customer-service links (SPEC §7 popCustomerLink); they rarely change. */
  customerLink: () =>
    queryOptions({
      queryKey: ['operation', 'customer-link'] as const,
      queryFn: ({ signal }) => popCustomerLink({}, { signal }),
      staleTime: 5 * 60_000,
    }),
  /** Every advert (SPEC §7 advertise/list); pages select the type they show. */
  adverts: () =>
    queryOptions({
      queryKey: ['promotion', 'adverts'] as const,
      queryFn: ({ signal }) => listAdverts(undefined, { signal }),
    }),
  advertsByType: (type: number) =>
    queryOptions({
      queryKey: ['promotion', 'adverts', 'type', type] as const,
      queryFn: ({ signal }) => listAdvertsByType(type, undefined, { signal }),
    }),
};

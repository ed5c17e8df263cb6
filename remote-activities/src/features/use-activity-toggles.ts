import { useQuery } from '@tanstack/react-query';
import { fetchActivityToggles } from './activity-api';

/** The registry's activity toggles; read once per page load, refreshed after 30 s. */
export function useActivityToggles() {
  return useQuery({
    queryKey: ['activities', 'toggles'],
    queryFn: fetchActivityToggles,
    staleTime: 30_000,
    retry: 1,
    retryDelay: 200,
  });
}

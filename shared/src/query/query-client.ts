import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/core/api-error';

/** Retries reads on transport trouble only; business errors and expired sessions are final. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && !['network', 'timeout'].includes(error.kind)) return false;
  return failureCount < 2;
}

/** One QueryClient per page; the host (or a standalone shell) provides it to every remote. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

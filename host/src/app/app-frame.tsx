import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RootBoundary } from './root-boundary';

/** What wraps the router in the browser and in the prerender alike, so hydration sees one tree. */
export function AppFrame({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <RootBoundary>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </RootBoundary>
  );
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderAt, setupI18n } from '../session/test-utils';

/** English i18n with the home namespace. */
export async function setupHomeI18n(): Promise<void> {
  await setupI18n();
}

/** Renders `ui` at `path` with a fresh query client (no retries, so errors show at once). */
export function renderHome(ui: ReactElement, path = '/') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  return {
    client,
    ...renderAt(<QueryClientProvider client={client}>{ui}</QueryClientProvider>, path),
  };
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { changeLanguage, i18n, initI18n } from '@app/shared/i18n';
import type { Language } from '@app/shared/rules';
import { registerHostNamespaces } from '../app/messages/host-messages';
import { loadInfoMessages } from './info-messages';

/** i18n as start-up leaves it (shared's initI18n and the host's messages), plus the page texts. */
export async function setupInfoI18n(language: Language = 'en'): Promise<void> {
  if (!i18n.isInitialized) await initI18n(language);
  await registerHostNamespaces();
  await loadInfoMessages(language);
  await act(() => changeLanguage(language));
}

/** Renders an info page inside a router and a fresh query client (no retries, so errors show). */
export function renderInfo(ui: ReactElement, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The page's main heading once its texts are there. */
export function findTitle(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

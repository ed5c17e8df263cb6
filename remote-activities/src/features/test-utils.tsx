import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n, parseRuntimeConfig, setRuntimeConfig, useSessionStore } from '@app/shared';
import '../i18n/namespace';

/** English UI with this remote's messages, and a config pointing at a fake API. */
export async function setUpUi(): Promise<void> {
  setRuntimeConfig(
    parseRuntimeConfig({ apiBaseUrl: 'http://api.test', registryUrl: 'http://api.test/registry' }),
  );
  await initI18n('en');
}

export function signIn(): void {
  useSessionStore.getState().signIn({ token: 'tok', username: 'member01' });
}

export function signOut(): void {
  useSessionStore.getState().signOut();
}

export function renderWithProviders(ui: ReactElement, url = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A promise with its resolve/reject handles, to hold a request in flight. */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { parseRuntimeConfig, setRuntimeConfig } from '../config/runtime-config';
import { initI18n } from '../i18n/i18n';
import { useSessionStore } from '../store/session-store';

/** English UI, a config pointing at a fake API, and the namespaces a remote registered. */
export async function setUpTestUi(...namespaces: Array<Promise<unknown>>): Promise<void> {
  setRuntimeConfig(
    parseRuntimeConfig({ apiBaseUrl: 'http://api.test', registryUrl: 'http://api.test/registry' }),
  );
  await initI18n('en');
  await Promise.all(namespaces);
}

export function signInForTest(username = 'member01'): void {
  useSessionStore.getState().signIn({ token: 'tok', username });
}

export function signOutForTest(): void {
  useSessionStore.getState().signOut();
}

/** A fresh query client (no retries) and a memory router at `url` around the element. */
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

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { http, initI18n, parseRuntimeConfig, setRuntimeConfig, useSessionStore } from '@app/shared';
import './i18n/namespace';

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

export interface FakeCall {
  method: string;
  path: string;
  params: Record<string, unknown>;
  body: unknown;
  headers: Record<string, unknown>;
}

/** An answer: the data of a success envelope, or a business error `{ code, msg }`. */
export type FakeAnswer = { data: unknown } | { code: number; msg: string } | Promise<unknown>;

/**
 * The backend as the shared axios instance sees it: routes by method and path, envelopes like the
 * sandbox, every call recorded. The real shared client runs (envelope, error catalogue, schemas).
 */
export function fakeBackend() {
  const routes = new Map<string, (call: FakeCall) => FakeAnswer>();
  const calls: FakeCall[] = [];
  http.defaults.adapter = async (config) => {
    const url = new URL(config.url ?? '/', config.baseURL ?? 'http://api.test');
    const call: FakeCall = {
      method: (config.method ?? 'get').toUpperCase(),
      path: url.pathname,
      params: (config.params ?? {}) as Record<string, unknown>,
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
      headers: { ...(config.headers as Record<string, unknown>) },
    };
    calls.push(call);
    const handler = routes.get(`${call.method} ${call.path}`);
    const answer = (
      handler ? await handler(call) : { code: 404001, msg: `no route ${call.path}` }
    ) as { data: unknown } | { code: number; msg: string };
    const body =
      'code' in answer
        ? { code: answer.code, msg: answer.msg, data: null }
        : { code: 200, msg: 'success', data: answer.data };
    return { data: body, status: 200, statusText: 'OK', headers: {}, config };
  };
  return {
    calls,
    on(method: string, path: string, handler: (call: FakeCall) => FakeAnswer) {
      routes.set(`${method} ${path}`, handler);
    },
    callsTo: (path: string) => calls.filter((c) => c.path === path),
  };
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

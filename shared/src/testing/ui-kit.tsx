import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { http } from '../api/core/client';
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

export interface FakeCall {
  method: string;
  /** The URL path without a trailing slash. */
  path: string;
  params: Record<string, unknown>;
  body: unknown;
  headers: Record<string, unknown>;
  timeout: number | undefined;
}

/**
 * An answer: the data of a success envelope, a business error `{ code, msg }`, or a transport
 * failure (`{ transport: 'ECONNABORTED' }` fails like a timeout).
 */
export type FakeAnswer = { data: unknown } | { code: number; msg: string } | { transport: string };

/** A handler may hold its answer in flight (a `deferred()` promise resolving to a `FakeAnswer`). */
type Handler = (call: FakeCall) => FakeAnswer | Promise<unknown>;

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/**
 * The backend as the shared axios instance sees it: routes by method (or '*') and path, envelopes
 * like the sandbox, every call recorded. The real shared client runs (envelope, error catalogue,
 * schemas), unlike a mocked module.
 */
export function fakeBackend() {
  const routes = new Map<string, Handler>();
  const calls: FakeCall[] = [];
  http.defaults.adapter = async (config) => {
    const url = new URL(config.url ?? '/', config.baseURL ?? 'http://api.test');
    const call: FakeCall = {
      method: (config.method ?? 'get').toUpperCase(),
      path: trimSlash(url.pathname),
      params: (config.params ?? {}) as Record<string, unknown>,
      body: typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data,
      headers: { ...(config.headers as Record<string, unknown>) },
      timeout: config.timeout,
    };
    calls.push(call);
    const handler = routes.get(`${call.method} ${call.path}`) ?? routes.get(`* ${call.path}`);
    const answer = (
      handler ? await handler(call) : { code: 404001, msg: `no route ${call.path}` }
    ) as FakeAnswer;
    if ('transport' in answer)
      throw Object.assign(new Error('transport failure'), { code: answer.transport });
    const body =
      'code' in answer
        ? { code: answer.code, msg: answer.msg, data: null }
        : { code: 200, msg: 'success', data: answer.data };
    return { data: body, status: 200, statusText: 'OK', headers: {}, config };
  };
  return {
    calls,
    on(method: string, path: string, handler: Handler) {
      routes.set(`${method.toUpperCase()} ${trimSlash(path)}`, handler);
    },
    callsTo: (path: string) => calls.filter((c) => c.path === trimSlash(path)),
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

// Test helpers: stub an HTTP instance with a custom adapter (no network, no msw).
import type { ApiError } from '../core/api-error';
import {
  HttpError,
  type HttpClient,
  type HttpResponse,
  type SentRequest,
} from '../core/http-client';
import {
  parseRuntimeConfig,
  setRuntimeConfig,
  type RuntimeConfig,
} from '../../config/runtime-config';

export type Responder = (cfg: SentRequest) => unknown;

/** Makes every request of `instance` answer with `respond(cfg)` (a body, or a thrown error). */
export function stubHttp(instance: HttpClient, respond: Responder): SentRequest[] {
  const calls: SentRequest[] = [];
  instance.defaults.adapter = async (cfg) => {
    calls.push(cfg);
    const data = await respond(cfg);
    return reply(cfg, data);
  };
  return calls;
}

export function reply(cfg: SentRequest, data: unknown, status = 200): HttpResponse {
  return { data, status, statusText: '', headers: {}, config: cfg };
}

/** What the client throws for a non-2xx answer. */
export function httpFailure(cfg: SentRequest, status: number, data: unknown = '') {
  return new HttpError(
    `Request failed with status code ${status}`,
    status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
    cfg,
    undefined,
    reply(cfg, data, status),
  );
}

export function timeoutFailure(cfg: SentRequest) {
  return new HttpError('timeout of 15000ms exceeded', 'ECONNABORTED', cfg);
}

export function networkFailure(cfg: SentRequest) {
  return new HttpError('Network Error', 'ERR_NETWORK', cfg);
}

/** Installs a valid runtime config for a test, with overrides. */
export function useTestConfig(overrides: Record<string, unknown> = {}): RuntimeConfig {
  const config = parseRuntimeConfig({
    apiBaseUrl: 'https://api.test',
    registryUrl: 'https://api.test/registry',
    ...overrides,
  });
  setRuntimeConfig(config);
  return config;
}

/** A fresh promise with its resolve function, to hold responses and release them together. */
export function deferred<T = void>(): { promise: Promise<T>; resolve: (v: T) => void } {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** The error a promise rejects with; fails the test when it resolves. */
export async function rejection(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected a rejection');
}

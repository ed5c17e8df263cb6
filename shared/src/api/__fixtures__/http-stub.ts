// Test helpers: stub an axios instance with a custom adapter (no network, no msw).
import {
  AxiosError,
  AxiosHeaders,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { ApiError } from '../api-error';
import {
  parseRuntimeConfig,
  setRuntimeConfig,
  type RuntimeConfig,
} from '../../config/runtime-config';

export type Responder = (cfg: InternalAxiosRequestConfig) => unknown;

/** Makes every request of `instance` answer with `respond(cfg)` (a body, or a thrown error). */
export function stubHttp(
  instance: AxiosInstance,
  respond: Responder,
): InternalAxiosRequestConfig[] {
  const calls: InternalAxiosRequestConfig[] = [];
  instance.defaults.adapter = async (cfg) => {
    calls.push(cfg);
    const data = await respond(cfg);
    return reply(cfg, data);
  };
  return calls;
}

export function reply(cfg: InternalAxiosRequestConfig, data: unknown, status = 200): AxiosResponse {
  return { data, status, statusText: 'OK', headers: new AxiosHeaders(), config: cfg };
}

/** What axios throws for a non-2xx answer. */
export function httpFailure(cfg: InternalAxiosRequestConfig, status: number, data: unknown = '') {
  return new AxiosError(
    `Request failed with status code ${status}`,
    status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
    cfg,
    {},
    { ...reply(cfg, data, status), statusText: 'Error' },
  );
}

export function timeoutFailure(cfg: InternalAxiosRequestConfig) {
  return new AxiosError('timeout of 15000ms exceeded', AxiosError.ECONNABORTED, cfg, {});
}

export function networkFailure(cfg: InternalAxiosRequestConfig) {
  return new AxiosError('Network Error', AxiosError.ERR_NETWORK, cfg, {});
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

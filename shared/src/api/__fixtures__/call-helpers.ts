// Test helpers of the API client's own tests: a runtime config, held answers, rejections. The
// requests themselves go over MSW (../../testing/mock-backend.ts).
import type { ApiError } from '../core/api-error';
import {
  parseRuntimeConfig,
  setRuntimeConfig,
  type RuntimeConfig,
} from '../../config/runtime-config';

export {
  answerEvery,
  httpStatus,
  networkError,
  noAnswer,
  type SeenRequest,
} from '../../testing/mock-backend';

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

/** Fakes the clock for a timeout test; MSW and the Fetch API keep their microtasks. */
export function fakeTimersForTimeouts(): void {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
}

/** The error `call` rejects with once the clock has run `ms` (fake timers, `noAnswer` server). */
export async function rejectionAfter(ms: number, call: Promise<unknown>): Promise<ApiError> {
  const err = rejection(call);
  await jest.advanceTimersByTimeAsync(ms);
  return err;
}

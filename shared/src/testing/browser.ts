import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/**
 * The domain handlers in a browser (`@app/shared/testing/browser`), for a developer who runs a remote
 * against them instead of the sandbox. See docs/testing.md ("A remote against MSW handlers").
 */
export const worker = setupWorker(...handlers);

/** Starts the worker (it serves /mockServiceWorker.js from the app's public folder). */
export function startMockApi(): Promise<unknown> {
  return worker.start({ onUnhandledRequest: 'bypass' });
}

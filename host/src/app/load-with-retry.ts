import { reportError } from './global-errors';
import { backoffDelay, sleep } from '../federation/backoff';

const ATTEMPTS = 4;

/**
 * Loads a lazy chunk of the host, retrying through a phone's network blips (exponential backoff with
 * jitter). After the last failure it reports the error and settles on `fallback`, so a missing chunk
 * is never fatal to the layout.
 */
export async function loadWithRetry<T>(
  load: () => Promise<T>,
  fallback: () => T,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= ATTEMPTS) {
        reportError(error, { kind: 'load' });
        return fallback();
      }
      await wait(backoffDelay(attempt, 2000, Math.random, 20_000));
    }
  }
}

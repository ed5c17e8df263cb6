/** Reliability R8: the header the operator backend and the provider read to replay a repeated action. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A fresh random key for one user action (bet, claim, turntable draw, gift send). */
export function newIdempotencyKey(): string {
  const c = (globalThis as { crypto?: { randomUUID?: () => string } }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  const rand = () =>
    Math.floor(Math.random() * 0x100000000)
      .toString(16)
      .padStart(8, '0');
  return `${rand()}-${rand()}-${rand()}-${rand()}`;
}

/**
 * One key per user action (R8): re-submitting the same action (same name) reuses its key until the
 * action is settled with `done`, so a retried bet or claim is replayed by the server, never doubled.
 */
export interface IdempotencyKeeper {
  keyFor(action: string): string;
  done(action: string): void;
}

export function createIdempotencyKeeper(): IdempotencyKeeper {
  const keys = new Map<string, string>();
  return {
    keyFor(action) {
      let key = keys.get(action);
      if (!key) {
        key = newIdempotencyKey();
        keys.set(action, key);
      }
      return key;
    },
    done(action) {
      keys.delete(action);
    },
  };
}

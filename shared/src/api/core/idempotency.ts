import type { ActionOptions } from './request';

/** Reliability R8: the header the operator backend and the provider read to replay a repeated action. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

interface KeyCrypto {
  randomUUID?: () => string;
  getRandomValues?: (array: Uint32Array) => Uint32Array;
}

/**
 * A fresh random key for one user action (bet, claim, turntable draw, gift send), from the platform's
 * cryptographic generator: `randomUUID` exists only on secure origins (a plain-HTTP UAT host has
 * `getRandomValues` alone). Without either no key can be trusted to be unique: it throws.
 */
export function newIdempotencyKey(): string {
  const c = (globalThis as { crypto?: KeyCrypto }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  if (!c?.getRandomValues) throw new Error('No cryptographic random source for idempotency keys');
  const words = c.getRandomValues(new Uint32Array(4));
  return Array.from(words, (w) => w.toString(16).padStart(8, '0')).join('-');
}

/**
 * The options of a money-moving call with its key: a bare string is the key (the calls' first
 * form, kept for their callers), and without one a fresh key is made for this call (R8).
 */
export function withIdempotencyKey(opts: string | ActionOptions = {}): ActionOptions {
  const o = typeof opts === 'string' ? { idempotencyKey: opts } : opts;
  return { ...o, idempotencyKey: o.idempotencyKey ?? newIdempotencyKey() };
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

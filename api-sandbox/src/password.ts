import os from 'node:os';
import { Worker } from 'node:worker_threads';
import bcrypt from 'bcryptjs';
import { BCRYPT_COST } from './seed/users';

/**
 * Password hashing off the event loop (issue 49 #4): bcryptjs's own async API still runs a whole
 * cost-10 hash (~70 ms) in one chunk, so parallel logins held every other request up. Hashes and
 * comparisons run in a small pool of worker threads instead; the answers are the same bcrypt.
 */
const WORKER = `
const { parentPort } = require('node:worker_threads');
const bcrypt = require(${JSON.stringify(require.resolve('bcryptjs'))});
parentPort.on('message', ({ id, op, a, b }) => {
  try {
    const result = op === 'compare' ? bcrypt.compareSync(a, b) : bcrypt.hashSync(a, b);
    parentPort.postMessage({ id, result });
  } catch (err) {
    parentPort.postMessage({ id, error: String(err && err.message || err) });
  }
});
`;

interface Job {
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
}

const SIZE = Math.max(1, Math.min(2, os.availableParallelism() - 1));
let pool: Worker[] | null = null;
let next = 0;
let seq = 0;
const jobs = new Map<number, Job>();

function workers(): Worker[] {
  if (pool) return pool;
  pool = Array.from({ length: SIZE }, () => {
    const w = new Worker(WORKER, { eval: true });
    w.on('message', (m: { id: number; result?: unknown; error?: string }) => {
      const job = jobs.get(m.id);
      jobs.delete(m.id);
      if (!job) return;
      if (m.error !== undefined) job.reject(new Error(m.error));
      else job.resolve(m.result);
      if (!jobs.size) for (const x of pool ?? []) x.unref();
    });
    w.on('error', () => {
      // a broken pool: later calls fall back to bcryptjs on the main thread
      pool = [];
    });
    w.unref();
    return w;
  });
  return pool;
}

function run<T>(op: 'compare' | 'hash', a: string, b: string | number): Promise<T> {
  const list = workers();
  if (!list.length)
    return (
      op === 'compare' ? bcrypt.compare(a, String(b)) : bcrypt.hash(a, Number(b))
    ) as Promise<T>;
  const id = (seq += 1);
  const w = list[next++ % list.length]!;
  // a pending job keeps the process alive; an idle pool does not
  w.ref();
  return new Promise<T>((resolve, reject) => {
    jobs.set(id, { resolve: resolve as (v: unknown) => void, reject });
    w.postMessage({ id, op, a, b });
  });
}

export const verifyPassword = (plain: string, hash: string) => run<boolean>('compare', plain, hash);
export const hashPassword = (plain: string) => run<string>('hash', plain, BCRYPT_COST);

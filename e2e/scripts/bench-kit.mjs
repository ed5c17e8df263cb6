// What the benches share: the site's address, starting the built stack, waiting for a server, medians.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SITE = 'http://127.0.0.1:3000';
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Starts the built site, its remotes and the sandbox (scripts/stack.mjs); returns the process. */
export function startStack() {
  return spawn(process.execPath, ['scripts/stack.mjs'], { cwd: root, stdio: 'ignore' });
}

/** Resolves once `url` answers 2xx (two minutes at most). */
export async function waitFor(url) {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

// Loads the host's server module (`.server/first-screen.cjs`, built from
// host/src/server/document-blocks.ts) of a site folder, again when a deploy replaces it.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const loaded = new Map();

/** The module's `documentBlocks`, or null when the folder has none (a remote, an older host build). */
export function documentBlocksOf(dir) {
  const file = path.join(dir, '.server', 'first-screen.cjs');
  let mtime;
  try {
    mtime = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const known = loaded.get(file);
  if (known && known.mtime === mtime) return known.fn;
  delete require.cache[require.resolve(file)];
  const fn = require(file).documentBlocks;
  loaded.set(file, { mtime, fn: typeof fn === 'function' ? fn : null });
  return loaded.get(file).fn;
}

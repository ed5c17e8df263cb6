// Loads the host's document server (`.server/document.cjs`, built from host/src/server/
// document-server.ts) of a site folder, again when a deploy replaces it.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const loaded = new Map();

/** The module's `renderDocument`, or null when the folder has none (a remote). */
export function documentServerOf(dir) {
  const file = path.join(dir, '.server', 'document.cjs');
  let mtime;
  try {
    mtime = fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const known = loaded.get(file);
  if (known && known.mtime === mtime) return known.fn;
  delete require.cache[require.resolve(file)];
  const fn = require(file).renderDocument;
  loaded.set(file, { mtime, fn: typeof fn === 'function' ? fn : null });
  return loaded.get(file).fn;
}

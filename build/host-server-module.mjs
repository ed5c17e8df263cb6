// Loads the host's document server (`.server/document.cjs`, built from host/src/server/
// document-server.ts) of a site folder, again when a deploy replaces it.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const loaded = new Map();

/** The folder's `config.json` (what the document server is given per request), or `{}`. */
function readConfig(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'config.json'), 'utf8'));
  } catch {
    return {};
  }
}

/**
 * The module's `renderDocument`, or null when the folder has none (a remote). A module is warmed up
 * as it is loaded (its `warmUp`: the remotes' server containers), so first visitors get drawn pages.
 */
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
  const mod = require(file);
  const fn = mod.renderDocument;
  loaded.set(file, { mtime, fn: typeof fn === 'function' ? fn : null });
  if (typeof mod.warmUp === 'function') void mod.warmUp(readConfig(dir)).catch(() => undefined);
  return loaded.get(file).fn;
}

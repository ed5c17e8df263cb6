// Security headers of each static site build/serve.mjs serves (issue 49 #10): the host's document
// policy, or a remote's, both computed by build/csp.mjs from the site's index.html and config.json.
import fs from 'node:fs';
import path from 'node:path';
import { SECURITY_HEADERS } from './cache-policy.mjs';
import { documentSecurityHeaders, remoteSecurityHeaders } from './csp.mjs';

function read(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function readJson(file) {
  const text = read(file);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * @param {{ name: string, dir: string, hostDir?: string | null, production?: boolean }} site
 * The site named `host` gets the document policy from its own files. A remote's standalone page
 * reads the config.json of its own origin when one is deployed there, else the host's (the same
 * API and provider origins; without either, the API-less policy still lets its own files run).
 * `production` forces the production policy whatever the config's mode. `html` is the document
 * answered when it is not the build's own (the host's document server adds inline styles to it).
 */
export function siteSecurityHeaders({ name, dir, hostDir = null, production, html: served }) {
  const html = served ?? read(path.join(dir, 'index.html')) ?? '';
  const own = readJson(path.join(dir, 'config.json'));
  if (name === 'host') {
    if (!own) return { ...SECURITY_HEADERS, 'Content-Security-Policy': "frame-ancestors 'none'" };
    return { ...SECURITY_HEADERS, ...documentSecurityHeaders(html, own, production) };
  }
  const config = own ?? (hostDir ? readJson(path.join(hostDir, 'config.json')) : null) ?? {};
  return { ...SECURITY_HEADERS, ...remoteSecurityHeaders(html, config, production) };
}

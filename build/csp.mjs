// Content-Security-Policy of the built site (research-reliability S8–S10), computed from the built
// index.html (hashes of its inline script and style) and the runtime config.json (API, remote and,
// outside production, QA origins). No 'unsafe-eval' and no 'unsafe-inline' in production; the debug
// console (eruda needs both) therefore loads only where the relaxed non-production policy allows it.
import { createHash } from 'node:crypto';

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Hashes of every inline <script> (no src) and <style> of an HTML document. */
export function inlineHashes(html) {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (m) => sha256(m[1]),
  );
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => sha256(m[1]));
  return { scripts, styles };
}

function origin(url) {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

const wsOf = (o) => o.replace(/^http/, 'ws');
const uniq = (xs) => [...new Set(xs.filter(Boolean))];

/**
 * @param {{ html: string, config: Record<string, unknown>, production?: boolean }} o
 * `production` defaults to the config's mode.
 */
export function contentSecurityPolicy({ html, config, production = config.mode === 'production' }) {
  const { scripts, styles } = inlineHashes(html);
  // the sportsbook provider and other hosts the API hands out at run time are listed in providerOrigins
  const api = uniq([
    origin(config.apiBaseUrl),
    origin(config.registryUrl),
    ...(config.providerOrigins ?? []).map(origin),
  ]);
  const remotes = uniq([
    ...(config.remoteOrigins ?? []).map(origin),
    ...(production ? [] : (config.overrideOrigins ?? []).map(origin)),
  ]);
  const pixels = (config.pixels ?? []).length
    ? ['https://connect.facebook.net', 'https://analytics.tiktok.com']
    : [];
  const relaxed = production ? [] : ["'unsafe-eval'"];
  const relaxedStyle = production ? [] : ["'unsafe-inline'"];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts, ...remotes, ...pixels, ...relaxed],
    // styles: hashes cannot cover a runtime-injected <style> (the debug console) outside production
    'style-src': ["'self'", ...remotes, ...(production ? styles : relaxedStyle)],
    'img-src': ["'self'", 'data:', 'blob:', ...api, ...remotes, ...pixels],
    'media-src': ["'self'", 'blob:', ...api],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...api, ...api.map(wsOf), ...remotes, ...pixels],
    'frame-src': ["'self'", ...api],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${uniq(values).join(' ')}`)
    .join('; ');
}

/** Headers of every response of the host (besides cache and CORS). */
export function documentSecurityHeaders(html, config, production = config.mode === 'production') {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ html, config, production }),
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // HSTS belongs to the TLS front of a real deployment (README), not to this plain-HTTP server
  };
}

// Content-Security-Policy of the built site (research-reliability S8–S10), computed from the built
// index.html (hashes of its inline script and style) and the runtime config.json (API, remote and,
// outside production, QA origins), and the remotes' from their own index.html and the same config. No
// 'unsafe-eval' and no 'unsafe-inline' but where the debug console is enabled (debugConsoleAllowed).
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

/** The origins a page of the site talks to, from config.json (shared by the host's and the remotes' policies). */
function originsOf(config, production) {
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
  return { api, remotes };
}

/**
 * Whether the host's policy lets the debug console run (issue 49 #10). The console is eruda
 * (host/src/app/debug-console.ts), opened by a 6-second long-press on the page body or loaded at
 * start-up with `debugConsoleAtStartup`; it evaluates code ('unsafe-eval') and injects its own
 * <style> ('unsafe-inline'). It is enabled by `debugConsole` in config.json (default on), which the
 * host reads to install the long-press, and never in production mode: only there, where it is
 * enabled outside production, does the policy relax.
 */
export function debugConsoleAllowed(config, production = config.mode === 'production') {
  return !production && config.debugConsole !== false;
}

const serialize = (directives) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${uniq(values).join(' ')}`)
    .join('; ');

/**
 * @param {{ html: string, config: Record<string, unknown>, production?: boolean }} o
 * `production` defaults to the config's mode.
 */
export function contentSecurityPolicy({ html, config, production = config.mode === 'production' }) {
  const { scripts, styles } = inlineHashes(html);
  const { api, remotes } = originsOf(config, production);
  const pixels = (config.pixels ?? []).length
    ? ['https://connect.facebook.net', 'https://analytics.tiktok.com']
    : [];
  const debug = debugConsoleAllowed(config, production);
  const directives = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...scripts,
      ...remotes,
      ...pixels,
      ...(debug ? ["'unsafe-eval'"] : []),
    ],
    // styles: hashes cannot cover a runtime-injected <style> (the debug console's)
    'style-src': ["'self'", ...remotes, ...(debug ? ["'unsafe-inline'"] : styles)],
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
  return serialize(directives);
}

/**
 * The policy of a remote's static site (issue 49 #10): its scripts, manifests and chunks, and its
 * standalone page at `/`, a real page that calls the API (and its WebSocket chat), shows the API's
 * images and video and opens game frames the API hands out. Nothing but its own files runs or
 * styles it: no debug console, no pixels, no other remote; nothing may frame it.
 */
export function remoteContentSecurityPolicy({
  html,
  config,
  production = config.mode === 'production',
}) {
  const { scripts, styles } = inlineHashes(html);
  const { api } = originsOf(config, production);
  return serialize({
    'default-src': ["'none'"],
    'script-src': ["'self'", ...scripts],
    'style-src': ["'self'", ...styles],
    'img-src': ["'self'", 'data:', 'blob:', ...api],
    'media-src': ["'self'", 'blob:', ...api],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...api, ...api.map(wsOf)],
    'frame-src': ["'self'", ...api],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/** Headers of every response of the host (besides cache and CORS). */
export function documentSecurityHeaders(html, config, production = config.mode === 'production') {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ html, config, production }),
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    // HSTS belongs to the TLS front of a real deployment (README), not to this plain-HTTP server
  };
}

/** Headers of every response of a remote's site (its standalone page and its files). */
export function remoteSecurityHeaders(html, config, production = config.mode === 'production') {
  return {
    'Content-Security-Policy': remoteContentSecurityPolicy({ html, config, production }),
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

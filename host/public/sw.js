/* BetLive service worker (issue 15): makes the site installable and friendly offline.
 * - Precaches only the offline shell (offline page, its script, style and icon).
 * - Same-origin hashed boot files of the host (main.1a2b3c4d.js, .css) are served
 *   stale-while-revalidate: they never change under a name.
 * - Never cached: API answers (the sandbox and the sportsbook are other origins, and any /api/ or
 *   /v1/ path), bet data, the runtime config and registry, remoteEntry.js, mf-manifest.json and
 *   app-manifest.json (remotes deploy independently and must stay fresh), and pages themselves.
 * - A page that cannot load offline gets /offline.html instead of the browser's error page. */
/* global self, caches */
'use strict';

const VERSION = 'v1';
const SHELL_CACHE = `betlive-shell-${VERSION}`;
const RUNTIME_CACHE = `betlive-boot-${VERSION}`;
const SHELL = ['/offline.html', '/offline.js', '/offline.css', '/icons/icon.svg'];

const NEVER = [
  /^\/(api|v1)\//,
  /(^|\/)(remoteEntry\.js|mf-manifest\.json|app-manifest\.json|config\.json|registry\.json)$/,
  /(^|\/)sw\.js$/,
];
const HASHED_BOOT_FILE = /\.[0-9a-f]{8}\.(js|css)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const keep = new Set([SHELL_CACHE, RUNTIME_CACHE]);
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => !keep.has(k)).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

function offlinePage() {
  return caches.match('/offline.html').then((r) => r || Response.error());
}

function staleWhileRevalidate(event) {
  return caches.open(RUNTIME_CACHE).then((cache) =>
    cache.match(event.request).then((cached) => {
      const fresh = fetch(event.request).then((res) => {
        if (res.ok) cache.put(event.request, res.clone());
        return res;
      });
      if (cached) {
        event.waitUntil(fresh.catch(() => undefined));
        return cached;
      }
      return fresh;
    }),
  );
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // other origins (the API, the sportsbook, the remotes, media) always go to the network
  if (url.origin !== self.location.origin) return;
  if (NEVER.some((re) => re.test(url.pathname))) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(offlinePage));
    return;
  }
  if (SHELL.includes(url.pathname)) {
    event.respondWith(caches.match(request).then((r) => r || fetch(request)));
    return;
  }
  if (HASHED_BOOT_FILE.test(url.pathname)) event.respondWith(staleWhileRevalidate(event));
});

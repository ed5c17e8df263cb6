// Cache policy of the static servers (R6): pointers are revalidated, content-hashed files are immutable.
const NO_CACHE =
  /(^|\/)(index\.html|mf-manifest\.json|app-manifest\.json|remoteEntry\.js|config\.json|registry\.json)$/;
const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|jpe?g|webp|woff2?|mp4)$/;

/** @param {string} pathname */
export function cacheControlFor(pathname) {
  if (NO_CACHE.test(pathname) || pathname.endsWith('.html') || pathname === '/') return 'no-cache';
  if (HASHED.test(pathname)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** Headers every response carries (research-reliability §4). */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

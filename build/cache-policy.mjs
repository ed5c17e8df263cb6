// Cache policy of the static servers (R6): pointers are revalidated, content-hashed files are immutable.
// build/serve.mjs applies it per request; build/nginx-config.mjs writes the same rules into nginx's config.
const NO_CACHE =
  /(^|\/)(index\.html|mf-manifest\.json|app-manifest\.json|remoteEntry\.js|config\.json|registry\.json)$/;
const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|jpe?g|webp|woff2?|mp4)$/;

export const REVALIDATE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** In order: the first rule whose pattern matches a path decides; any other path is revalidated. */
export const CACHE_RULES = [
  { pattern: NO_CACHE, cacheControl: REVALIDATE },
  { pattern: /\.html$/, cacheControl: REVALIDATE },
  { pattern: HASHED, cacheControl: IMMUTABLE },
];

/** @param {string} pathname */
export function cacheControlFor(pathname) {
  return CACHE_RULES.find((rule) => rule.pattern.test(pathname))?.cacheControl ?? REVALIDATE;
}

/** Headers every response carries (research-reliability §4). */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

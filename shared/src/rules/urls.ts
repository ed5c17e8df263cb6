/** File endings that make 'logo.png' a relative file rather than a domain. */
const FILE_ENDINGS = new Set([
  'png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'avif', 'ico', 'bmp',
  'js', 'mjs', 'css', 'html', 'htm', 'json', 'mp3', 'mp4', 'webm', 'txt', 'svga',
]); // prettier-ignore
const SCHEME = /^(?:https?:|data:|file:|\/\/)/i;
const HOST =
  /^((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+([a-z]{2,63})|\d{1,3}(?:\.\d{1,3}){3})(?::\d{1,5})?$/i;

/**
 * Absolute-URL test (SPEC §5): true when the value starts with http:, https:, data:, file: or
 * //, or looks like a domain, e.g. 'cdn.example.com/x.png' or '203.0.113.5:8080/a.png'.
 * "Looks like a domain" means the part before the first '/', '?' or '#' is a dotted host name
 * with an alphabetic top-level label (or an IPv4 address), optionally with a port; names that
 * end in a file ending ('logo.png', 'app.js') are relative files, not domains.
 */
export function isAbsoluteUrl(value: string): boolean {
  if (SCHEME.test(value)) return true;
  const host = value.split(/[/?#]/, 1)[0] ?? '';
  const m = HOST.exec(host);
  if (!m) return false;
  const tld = m[2];
  return tld === undefined || !FILE_ENDINGS.has(tld.toLowerCase());
}

/**
 * True for host names that only work on the developer's network (SPEC §5): localhost,
 * 127.x, 10.x, 192.168.x, plus (decision) 172.16-31.x, 0.0.0.0 and the IPv6 loopback.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1' || host === '0.0.0.0') {
    return true;
  }
  return /^(?:127|10)\.\d{1,3}\.\d{1,3}\.\d{1,3}$|^192\.168\.\d{1,3}\.\d{1,3}$|^172\.(?:1[6-9]|2\d|3[01])\.\d{1,3}\.\d{1,3}$/.test(
    host,
  );
}

/** Where the page runs and which host serves images in production (configuration). */
export interface ImageSiteContext {
  /** `location.origin`, e.g. 'https://www.example.com'. */
  origin: string;
  /** `location.hostname`. */
  hostname: string;
  /** Production host or origin used on private hosts, e.g. 'https://www.example.com'. */
  productionHost: string;
}

/**
 * Image source resolution (SPEC §5): absolute sources (see {@link isAbsoluteUrl}) are returned
 * unchanged; other sources are joined to the site origin, or, when the page runs on a private
 * host (see {@link isPrivateHost}), to the configured production host (https:// is added when
 * it has no scheme). Exactly one '/' joins base and path. Empty or non-string sources give ''.
 */
export function resolveImageSrc(src: unknown, site: ImageSiteContext): string {
  if (typeof src !== 'string' || src.trim() === '') return '';
  const value = src.trim();
  if (isAbsoluteUrl(value)) return value;
  const raw = isPrivateHost(site.hostname) ? site.productionHost : site.origin;
  const base = (/^https?:\/\//i.test(raw) ? raw : `https://${raw}`).replace(/\/+$/, '');
  return `${base}/${value.replace(/^(?:\.\/)+|^\/+/g, '')}`;
}

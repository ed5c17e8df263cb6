/** Where an unsafe or missing `redirect` value sends the user (SPEC §2: the root). */
export const DEFAULT_REDIRECT = '/';

const BASE = 'https://redirect-check.invalid';
const MAX_LENGTH = 2048;
/** Control, format, unassigned and separator characters (incl. all whitespace) or a backslash. */
const UNSAFE_CHAR = /[\p{C}\p{Z}\\]/u;
/** Decoded forms may carry encoded spaces in a query, never control characters or backslashes. */
const UNSAFE_DECODED = /[\p{C}\\]/u;

/**
 * A path form is safe when it starts with exactly one '/', has no backslash and stays on the
 * origin. With those checks `new URL` cannot throw: a path-only input never parses a host.
 */
function safeForm(form: string): boolean {
  if (!form.startsWith('/') || form.startsWith('//') || form.includes('\\')) return false;
  const url = new URL(form, BASE);
  return url.origin === BASE && !url.pathname.startsWith('//');
}

/**
 * Sanitises the login `redirect` query value (SPEC §2; reliability S11, research §1.6). Only a
 * same-origin path that starts with exactly one '/' survives, returned as given; anything else
 * gives '/'. Rejected: absolute and scheme URLs (http:, javascript:, data:), protocol-relative
 * '//host', backslashes anywhere ('/\evil.com'), whitespace and control or invisible characters
 * anywhere (browsers drop tabs and newlines, so '/\t/evil.com' would become '//evil.com'),
 * values whose percent-decoded forms (decoded up to 5 times, for double encoding) break the
 * same rules (e.g. '/%2F%2Fevil.com'), dot segments that normalise to '//host', malformed
 * percent escapes, non-strings and values over 2048 characters.
 */
export function safeRedirectPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_LENGTH || UNSAFE_CHAR.test(value)) {
    return DEFAULT_REDIRECT;
  }
  if (!safeForm(value)) return DEFAULT_REDIRECT;
  let current = value;
  for (let round = 0; round < 5; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return DEFAULT_REDIRECT;
    }
    if (decoded === current) return value;
    if (UNSAFE_DECODED.test(decoded) || !safeForm(decoded)) return DEFAULT_REDIRECT;
    current = decoded;
  }
  return DEFAULT_REDIRECT; // still decoding after 5 rounds: treat as hostile
}

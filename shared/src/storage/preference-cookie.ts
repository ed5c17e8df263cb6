const YEAR_S = 365 * 24 * 3600;

/** Writes a display preference the document server reads (a first-party cookie, never sensitive). */
export function writePreferenceCookie(name: string, value: string): void {
  if (typeof document === 'undefined') return;
  try {
    document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax`;
  } catch {
    // a sandboxed document without cookies: the server draws the market's language
  }
}

/** Removes a preference cookie (its mirrored value is gone). */
export function clearPreferenceCookie(name: string): void {
  if (typeof document === 'undefined') return;
  try {
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
  } catch {
    // no cookies: nothing was written
  }
}

/** A cookie's value from a `Cookie` header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return null;
    }
  }
  return null;
}

/** SPEC §7 dynamic domains and S7: the encrypted config decrypts to a JSON list of base URLs. */
export interface DomainConfig {
  apiBaseUrl: string;
  staticBaseUrl: string;
  apiList: string[];
  staticList: string[];
  /** True when the default host was used (fetch, decryption or validation failed). */
  fallback: boolean;
}

/** S7: an http(s) origin-like base URL, or null (javascript:, data:, malformed...). */
export function safeBaseUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password) return null;
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

import axios from 'axios';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { REQUEST_TIMEOUT_MS } from './client';

/** SPEC §7 dynamic domains and S7: the encrypted config decrypts to a JSON list of base URLs. */
export interface DomainConfig {
  apiBaseUrl: string;
  staticBaseUrl: string;
  apiList: string[];
  staticList: string[];
  /** True when the default host was used (fetch, decryption or validation failed). */
  fallback: boolean;
}

/** Its own instance: the config is read before the API base URL is known. */
export const domainHttp = axios.create({ timeout: REQUEST_TIMEOUT_MS });

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

/** Decrypts one ciphertext (crypto-js passphrase AES) to its raw text; '' on any failure (§8). */
export function decryptText(cipher: unknown, key: string): string {
  if (typeof cipher !== 'string' || !cipher || !key) return '';
  try {
    return AES.decrypt(cipher, key).toString(Utf8);
  } catch {
    return '';
  }
}

/** §8: the decrypted list of safe base URLs; a decryption or shape failure gives an empty list. */
export function decryptDomainList(cipher: unknown, key: string): string[] {
  const text = decryptText(cipher, key);
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.map(safeBaseUrl).filter((u): u is string => u !== null);
}

/** Builds the config from the two ciphertexts; the first entries win, the default host otherwise. */
export function domainConfigFrom(body: unknown, key: string, defaultHost: string): DomainConfig {
  const rec = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const apiList = decryptDomainList(rec.data, key);
  const decryptedStatic = decryptDomainList(rec.staticList, key);
  const host = safeBaseUrl(defaultHost) ?? defaultHost;
  const apiBaseUrl = apiList[0] ?? host;
  return {
    apiBaseUrl,
    staticBaseUrl: decryptedStatic[0] ?? apiBaseUrl,
    apiList,
    staticList: decryptedStatic,
    fallback: apiList.length === 0,
  };
}

/**
 * Fetches and decrypts the dynamic-domain config (sandbox: GET /api/platform/domains). Never
 * rejects: on any failure the default host is used for both base URLs.
 */
export async function loadDomainConfig(
  url: string,
  key: string,
  defaultHost: string,
): Promise<DomainConfig> {
  try {
    const res = await domainHttp.get(url);
    return domainConfigFrom(res.data, key, defaultHost);
  } catch {
    return domainConfigFrom(null, key, defaultHost);
  }
}

import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { safeBaseUrl, type DomainConfig } from '@app/shared/rules';

// Loaded on demand by loadDomainConfig: AES is about 30 KiB gzip that the first screen never needs.

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

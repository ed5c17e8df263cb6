import sha256 from 'crypto-js/sha256';
import encHex from 'crypto-js/enc-hex';
import { safeLocal } from '../storage/safe-storage';
import { DEVICE_ID_STORAGE_KEY } from '../storage/storage-keys';

/** Platform prefixes of the device identifier (SPEC §3). */
export const DEVICE_PREFIXES = [
  'H5-AND',
  'H5-IOS',
  'PC-WIN',
  'PC-MAC',
  'PC-LIN',
  'PC-UNK',
] as const;
export type DevicePrefix = (typeof DEVICE_PREFIXES)[number];

/** Identifier used when generation fails (SPEC §3, §8). */
export const DEVICE_ID_FALLBACK = 'PC-UNK-0-000000-00000000';

/** Storage key (without the `__` prefix) holding the device id (SPEC §3). */
export { DEVICE_ID_STORAGE_KEY };

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const FORMAT =
  /^(H5-AND|H5-IOS|PC-WIN|PC-MAC|PC-LIN|PC-UNK)-(\d{1,12})-([A-Za-z0-9]{6})-([0-9a-f]{8})$/;
/** Characters accepted from the address bar or storage: safe in an HTTP header (`deviceNo`). */
const HEADER_SAFE = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Platform prefix from a user agent (SPEC §3): Android before Linux and iOS before macOS,
 * because Android agents also say "Linux" and iOS agents say "like Mac OS X".
 */
export function devicePrefix(ua: string): DevicePrefix {
  if (/android/i.test(ua)) return 'H5-AND';
  if (/iphone|ipad|ipod/i.test(ua)) return 'H5-IOS';
  if (/windows/i.test(ua)) return 'PC-WIN';
  if (/macintosh|mac os x/i.test(ua)) return 'PC-MAC';
  if (/linux|x11|cros/i.test(ua)) return 'PC-LIN';
  return 'PC-UNK';
}

/** First 8 lowercase hex characters of SHA-256 of `text`. */
function hash8(text: string): string {
  return sha256(text).toString(encHex).slice(0, 8);
}

/**
 * Generates `${prefix}-${unixSeconds}-${6 alnum}-${hash8}` (SPEC §3), where hash8 is the first
 * 8 hex characters of SHA-256 of the first three parts joined with '-'. Any failure (a throwing or
 * non-numeric random source, a bad time) gives {@link DEVICE_ID_FALLBACK} (SPEC §8).
 *
 * @param ua user agent
 * @param now current time in epoch ms
 * @param random uniform source in [0, 1), `Math.random` in production
 */
export function generateDeviceId(ua: string, now: number, random: () => number): string {
  try {
    if (!Number.isFinite(now) || now < 0) throw new RangeError('bad time');
    const seconds = Math.floor(now / 1000);
    let token = '';
    for (let i = 0; i < 6; i += 1) {
      const r = random();
      if (!Number.isFinite(r)) throw new RangeError('bad random');
      const index = Math.min(ALNUM.length - 1, Math.max(0, Math.floor(r * ALNUM.length)));
      token += ALNUM.charAt(index);
    }
    const head = `${devicePrefix(ua)}-${seconds}-${token}`;
    return `${head}-${hash8(head)}`;
  } catch {
    return DEVICE_ID_FALLBACK;
  }
}

/**
 * True for the fallback id and for ids of the generated format whose hash part matches the
 * first three parts (so a hand-edited id is rejected).
 */
export function isValidDeviceId(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (value === DEVICE_ID_FALLBACK) return true;
  const m = FORMAT.exec(value);
  if (!m) return false;
  const head = value.slice(0, value.length - 9);
  return hash8(head) === m[4];
}

/** Minimal storage the resolver needs; `safeLocal` satisfies it. */
export interface DeviceIdStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
}

/** Inputs of {@link resolveDeviceId}; everything but `query` has a production default. */
export interface ResolveDeviceIdInput {
  /** Page query string (`location.search`) or parsed parameters. */
  query?: string | URLSearchParams | null;
  storage?: DeviceIdStorage;
  ua?: string;
  now?: number;
  random?: () => number;
}

function usable(value: string | null | undefined): value is string {
  return typeof value === 'string' && !value.includes('undefined') && HEADER_SAFE.test(value);
}

/**
 * Device id resolution (SPEC §2, §4): the `deviceId` query parameter wins; then the stored value
 * (ignored if it contains 'undefined'); else a new id is generated and stored under 'deviceId'.
 * Decisions: the query value is stored too, so an app webview that opens the site with its id
 * keeps that id after an in-site navigation and a reload drop the query; query and stored values
 * must be header-safe (`[A-Za-z0-9._:-]`, at most 128 characters), since the id is
 * sent as the `deviceNo` header, and values containing 'undefined' are skipped for both.
 */
export function resolveDeviceId(input: ResolveDeviceIdInput = {}): string {
  const storage = input.storage ?? safeLocal;
  const params =
    input.query instanceof URLSearchParams ? input.query : new URLSearchParams(input.query ?? '');
  const fromQuery = params.get('deviceId');
  if (usable(fromQuery)) {
    storage.set(DEVICE_ID_STORAGE_KEY, fromQuery);
    return fromQuery;
  }
  const stored = storage.get(DEVICE_ID_STORAGE_KEY);
  if (usable(stored)) return stored;
  const ua = input.ua ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent);
  const id = generateDeviceId(ua, input.now ?? Date.now(), input.random ?? Math.random);
  storage.set(DEVICE_ID_STORAGE_KEY, id);
  return id;
}

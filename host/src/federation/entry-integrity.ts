import type { RegistryRemote } from '@app/shared/federation';

/**
 * The integrity of a remote's release (issue 47): the registry names the SHA-384 of the current
 * release's `remoteEntry.js`, and the entry's `<script>` carries it as `integrity` (it loads
 * CORS-enabled, cors-scripts.ts), so the browser runs no entry whose bytes differ. When the script
 * fails, `entryMismatch` tells a tampered file from a network error (the browser's error event says
 * neither), so the fallback, the status page and the report can say why.
 */
export const ENTRY_FILE = 'remoteEntry.js';

export interface TrustedEntry {
  remote: string;
  app: string;
  release: string | undefined;
  integrity: string;
}

const trusted = new Map<string, TrustedEntry>();

/** `remoteEntry.js` beside the remote's manifest (its `publicPath` is `auto`). */
export function entryUrlOf(remote: Pick<RegistryRemote, 'manifest'>): string {
  return new URL(ENTRY_FILE, remote.manifest).href;
}

function withoutQuery(url: string): string {
  try {
    const u = new URL(url, window.location.href);
    return `${u.origin}${u.pathname}`;
  } catch {
    return url;
  }
}

/** Remembers the hashes of the registry's remotes (a remote without a release has none). */
export function trustEntries(remotes: readonly RegistryRemote[]): void {
  trusted.clear();
  for (const remote of remotes) {
    const integrity = remote.integrity?.[ENTRY_FILE];
    if (remote.enabled && integrity)
      trusted.set(entryUrlOf(remote), {
        remote: remote.name,
        app: remote.id,
        release: remote.release,
        integrity,
      });
  }
}

/** The recorded hash of the entry at `url` (a retry's cache-busting query aside), or null. */
export function trustedEntry(url: string): TrustedEntry | null {
  return trusted.get(withoutQuery(url)) ?? null;
}

function base64(bytes: ArrayBuffer): string {
  let text = '';
  for (const b of new Uint8Array(bytes)) text += String.fromCharCode(b);
  return btoa(text);
}

/** `sha384-<base64>` of a body, as the release recorded it. */
export async function sha384Of(body: ArrayBuffer): Promise<string> {
  return `sha384-${base64(await crypto.subtle.digest('SHA-384', body))}`;
}

export type EntryCheck = 'matches' | 'differs' | 'unreadable';

/** Reads the file at `url` and compares its SHA-384 with the recorded `integrity`. */
export async function checkEntry(url: string, integrity: string): Promise<EntryCheck> {
  try {
    const res = await fetch(withoutQuery(url), { cache: 'no-store', mode: 'cors' });
    if (!res.ok) return 'unreadable';
    return (await sha384Of(await res.arrayBuffer())) === integrity ? 'matches' : 'differs';
  } catch {
    return 'unreadable';
  }
}

/** Whether a failed entry was refused for its bytes (not lost on the network). */
export async function entryMismatch(url: string, integrity: string): Promise<boolean> {
  return (await checkEntry(url, integrity)) === 'differs';
}

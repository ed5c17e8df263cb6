import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyFile } from '@app/shared/client';
import { backoffDelay, sleep, withCacheBust } from './backoff';
import { corsLink, corsScript } from './cors-scripts';
import { ENTRY_FILE, entryMismatch, trustedEntry, type TrustedEntry } from './entry-integrity';

export interface ResilienceOptions {
  scriptTimeoutMs: number;
  manifestTimeoutMs: number;
  retries: number;
  backoffMs: number;
  onError(remote: string, lifecycle: string, error: unknown): void;
}

/** A network failure is worth retrying; an HTTP 4xx or a bad body is not. */
function isRetryableFetchError(err: unknown): boolean {
  return err instanceof TypeError || (err instanceof DOMException && err.name === 'AbortError');
}

async function fetchWithTimeout(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetch(url, { ...init, cache: 'no-cache', signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryErrorHook>[0];

/** Retries a remote entry that failed on the network, with backoff and a cache-busting query. */
async function retryEntry(
  { getRemoteEntry, origin, remoteInfo, remoteEntryExports }: LoadEntryErrorArgs,
  opts: Pick<ResilienceOptions, 'retries' | 'backoffMs'>,
) {
  for (let attempt = 1; attempt <= opts.retries; attempt += 1) {
    await sleep(backoffDelay(attempt, opts.backoffMs));
    try {
      const entry = await getRemoteEntry({
        origin,
        remoteInfo: { ...remoteInfo, entry: withCacheBust(remoteInfo.entry, attempt) },
        remoteEntryExports,
      });
      if (entry) return entry;
    } catch (err) {
      // a script that loaded but threw will throw again: stop retrying
      if (err instanceof Error && err.message.includes('ScriptExecutionError')) break;
    }
  }
  return undefined;
}

const refused = new Set<string>();

/** A release entry that failed to load: said once, when its bytes differ from the recorded hash. */
async function reportTampered(
  url: string,
  entry: TrustedEntry,
  opts: Pick<ResilienceOptions, 'onError'>,
): Promise<void> {
  if (refused.has(entry.integrity) || !(await entryMismatch(url, entry.integrity))) return;
  refused.add(entry.integrity);
  opts.onError(
    entry.remote,
    'integrity',
    new Error(
      `Refused ${ENTRY_FILE} of release ${entry.release ?? '?'}: it does not match the release's SHA-384`,
    ),
  );
}

/**
 * Layer one of remote resilience (DESIGN.md): time-boxed manifest and script loads, retries with
 * backoff and a cache-busting query on network errors only, and every failure recorded by lifecycle.
 * Failures then propagate to the error boundary of the remote's mount, which offers Retry.
 */
export function resiliencePlugin(opts: ResilienceOptions): ModuleFederationRuntimePlugin {
  return {
    name: 'betlive-resilience',
    createScript({ url }) {
      const script = corsScript(url);
      // a release's entry runs only with the bytes the release recorded (entry-integrity.ts)
      const entry = trustedEntry(url);
      if (entry) {
        script.setAttribute('integrity', entry.integrity);
        script.addEventListener('error', () => void reportTampered(url, entry, opts));
      }
      return { script, timeout: opts.scriptTimeoutMs };
    },
    createLink({ url, attrs }) {
      return corsLink(url, attrs);
    },
    async fetch(url, init) {
      // a manifest the page's early script already fetched (host/src/boot/early-start.ts)
      const early = await takeEarlyFile(url);
      if (early) {
        const headers = { 'Content-Type': 'application/json' };
        return new Response(JSON.stringify(early.body), { status: 200, headers });
      }
      for (let attempt = 0; ; attempt += 1) {
        try {
          const target = attempt === 0 ? url : withCacheBust(url, attempt);
          const res = await fetchWithTimeout(target, init ?? {}, opts.manifestTimeoutMs);
          if (res.status >= 500 && attempt < opts.retries)
            throw new TypeError(`HTTP ${res.status}`);
          return res;
        } catch (err) {
          if (!isRetryableFetchError(err) || attempt >= opts.retries) throw err;
          await sleep(backoffDelay(attempt + 1, opts.backoffMs));
        }
      }
    },
    // the hook's declared type nests a Promise that the runtime awaits once; this returns the entry
    loadEntryError: ((args: LoadEntryErrorArgs) =>
      retryEntry(args, opts)) as unknown as LoadEntryErrorHook,
    errorLoadRemote({ id, error, lifecycle, remote }) {
      const name =
        (remote as { name?: string } | undefined)?.name ?? String(id).split('/')[0] ?? 'unknown';
      opts.onError(name, lifecycle, error);
      // no substitute module: the mount's error boundary renders the fallback with Retry
      return undefined;
    },
  };
}

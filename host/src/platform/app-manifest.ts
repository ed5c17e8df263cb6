import { AppManifestSchema, type AppManifest, type RegistryRemote } from '@app/shared/federation';
import { takeEarlyFile } from '@app/shared/client';

/** `app-manifest.json` sits next to the remote's `mf-manifest.json`. */
export function appManifestUrl(remote: RegistryRemote): string {
  return new URL('app-manifest.json', remote.manifest).toString();
}

/** Fetches and validates a remote's route manifest (its routes, guard flags and build id). */
export async function fetchAppManifest(
  remote: RegistryRemote,
  timeoutMs: number,
): Promise<AppManifest> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const early = await takeEarlyFile(appManifestUrl(remote));
    let body: unknown = early?.body;
    if (!early) {
      const res = await fetch(appManifestUrl(remote), {
        cache: 'no-cache',
        signal: controller.signal,
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      body = await res.json();
    }
    const parsed = AppManifestSchema.safeParse(body);
    if (!parsed.success) throw new Error('not a valid app manifest');
    return parsed.data;
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`Route manifest of ${remote.id} could not be loaded (${reason})`);
  } finally {
    clearTimeout(timer);
  }
}

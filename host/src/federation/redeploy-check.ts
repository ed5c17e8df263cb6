import type { RegistryRemote } from '@app/shared/federation';
import { fetchAppManifest } from '../platform/app-manifest';

/**
 * A chunk of a remote failed: was the remote redeployed (its build id changed), or is it just
 * unreachable? Only a redeploy is worth a page reload; an outage shows the fallback with Retry.
 */
export async function wasRedeployed(
  remote: RegistryRemote,
  loadedBuildId: string | undefined,
  timeoutMs = 4000,
): Promise<boolean> {
  if (!loadedBuildId) return false;
  try {
    const current = await fetchAppManifest(remote, timeoutMs);
    return current.buildId !== loadedBuildId;
  } catch {
    return false;
  }
}

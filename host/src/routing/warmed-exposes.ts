import type { ComponentType } from 'react';
import type { RegistryRemote } from '@app/shared/federation';
import { loadExposedComponent } from '../federation/remote-loader';
import { asWarmLoad } from '../federation/warm-loads';

type Exposed = ComponentType<Record<string, unknown>>;

const warmed = new Map<string, Exposed>();

const keyOf = (remote: RegistryRemote, expose: string) => `${remote.name}/${expose}`;

/** The component of an exposed module loaded ahead of use, if any (RemoteMount renders it at once). */
export function warmedExpose(remote: RegistryRemote, expose: string): Exposed | undefined {
  return warmed.get(keyOf(remote, expose));
}

/**
 * Loads `./<expose>` of a remote and its messages ahead of use, the way a mount would (the same
 * loader, circuit breaker included), without the navigation bar. Resolves false when it failed: the
 * mount that follows loads it again and shows the remote's fallback if it still fails.
 */
export async function warmExpose(remote: RegistryRemote, expose: string): Promise<boolean> {
  const key = keyOf(remote, expose);
  if (warmed.has(key)) return true;
  try {
    const mod = await asWarmLoad(key, () =>
      loadExposedComponent<Record<string, unknown>>(remote, expose),
    );
    warmed.set(key, mod.default);
    return true;
  } catch {
    return false;
  }
}

/** Forgets a warmed module (a Retry loads the remote afresh). */
export function forgetWarmed(remote: RegistryRemote, expose: string): void {
  warmed.delete(keyOf(remote, expose));
}

import type { RegistryRemote, RouteEntry } from '@app/shared/federation';
import { painterUrl } from '../boot/early-route-paint';
import { appManifestUrl } from '../platform/app-manifest';

/** The address of a route's early painter (beside its remote's app-manifest), or null when it has none. */
export function routePainter(remote: RegistryRemote, entry: RouteEntry): string | null {
  return painterUrl(entry.earlyPaint, appManifestUrl(remote));
}

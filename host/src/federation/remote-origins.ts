import type { Registry, RegistryRemote } from '@app/shared/federation';
import type { RuntimeConfig } from '@app/shared/client';

/**
 * Reliability S8/S9: whoever can write the registry must not be able to run script in the host
 * page. A remote is registered only when its manifest URL is on an origin the host's own config
 * allows (`remoteOrigins`, plus the QA override origins outside production, plus the host itself).
 */
export function allowedRemoteOrigins(config: RuntimeConfig, hostOrigin: string): Set<string> {
  const origins = [hostOrigin, ...config.remoteOrigins];
  if (config.mode !== 'production') origins.push(...config.overrideOrigins);
  return new Set(origins.map(originOf).filter((o): o is string => o !== null));
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

export interface OriginCheck {
  registry: Registry;
  /** Enabled remotes switched off because their origin is not allowed. */
  refused: RegistryRemote[];
}

/** Switches off (never registers) every enabled remote whose manifest is on a foreign origin. */
export function refuseForeignRemotes(registry: Registry, allowed: Set<string>): OriginCheck {
  const refused: RegistryRemote[] = [];
  const remotes = registry.remotes.map((remote) => {
    if (!remote.enabled) return remote;
    const origin = originOf(remote.manifest);
    if (origin && allowed.has(origin)) return remote;
    refused.push(remote);
    return { ...remote, enabled: false };
  });
  return { registry: { ...registry, remotes }, refused };
}

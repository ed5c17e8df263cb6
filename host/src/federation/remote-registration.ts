import type { RegistryRemote } from '@app/shared/federation';
import { onFederationReady } from './federation-runtime';

// In main.js: the registry is read at start-up, the runtime (and what loads remotes) comes later.

function toRemoteOption(remote: RegistryRemote) {
  return { name: remote.name, alias: remote.id, entry: remote.manifest };
}

/** Registers the enabled remotes only (once the runtime is loaded): a disabled remote is never fetched. */
export function registerEnabledRemotes(remotes: readonly RegistryRemote[]): void {
  const enabled = remotes.filter((r) => r.enabled).map(toRemoteOption);
  if (enabled.length) onFederationReady((runtime) => runtime.registerRemotes(enabled));
}

/** Drops the runtime's cached (failed) entry so the next load fetches the remote again. */
export function forceReregister(remote: RegistryRemote): void {
  const option = toRemoteOption(remote);
  onFederationReady((runtime) => runtime.registerRemotes([option], { force: true }));
}

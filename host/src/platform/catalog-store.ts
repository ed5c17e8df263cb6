import { create } from 'zustand';
import type { AppManifest, Registry, RegistryRemote } from '@app/shared/federation';
import type { SharedContract } from '../federation/shared-contract';

export type RemoteStatus = 'disabled' | 'loading' | 'ready' | 'failed';

export interface RemoteState {
  remote: RegistryRemote;
  status: RemoteStatus;
  app?: AppManifest;
  error?: string;
  /** How the remote's `sharedVersion` fares with this host's (`other-major`: not mounted). */
  contract?: SharedContract;
}

interface CatalogState {
  registry: Registry | null;
  registrySource: string | null;
  remotes: Record<string, RemoteState>;
  setRegistry(registry: Registry, source: string): void;
  setRemote(id: string, patch: Partial<RemoteState>): void;
}

/** What the host knows about each remote: registry entry, route manifest and load status. */
export const useCatalog = create<CatalogState>()((set) => ({
  registry: null,
  registrySource: null,
  remotes: {},
  setRegistry: (registry, registrySource) =>
    set({
      registry,
      registrySource,
      remotes: Object.fromEntries(
        registry.remotes.map((remote) => [
          remote.id,
          { remote, status: remote.enabled ? 'loading' : 'disabled' } satisfies RemoteState,
        ]),
      ),
    }),
  setRemote: (id, patch) =>
    set((s) => {
      const prev = s.remotes[id];
      return prev ? { remotes: { ...s.remotes, [id]: { ...prev, ...patch } } } : s;
    }),
}));

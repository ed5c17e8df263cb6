import { create } from 'zustand';
import type { AppManifest, Registry, RegistryRemote } from '@app/shared/federation';

export type RemoteStatus = 'disabled' | 'loading' | 'ready' | 'failed';

export interface RemoteState {
  remote: RegistryRemote;
  status: RemoteStatus;
  app?: AppManifest;
  error?: string;
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
